import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { hasMyanmar, toUnicode } from '../../lib/zawgyi';

/**
 * Myanmar text pasted into a plain field is checked for Zawgyi (the project's detector decides);
 * text that converts is offered for conversion (ZawgyiOffer), and saving waits for the answer.
 */
export function useZawgyiPaste<D extends Record<string, unknown>>(draft: D, update: (patch: Partial<D>) => void) {
  const { t } = useTranslation('consoleNews');
  const [offer, setOffer] = useState<{ field: keyof D & string; pasted: string; converted: string } | null>(null);

  const check = async (field: keyof D & string, text: string) => {
    if (!hasMyanmar(text)) return;
    const converted = await toUnicode(text);
    if (converted !== text) setOffer({ field, pasted: text, converted });
  };

  return {
    offer,
    onPaste: (field: keyof D & string) => (event: ClipboardEvent) => void check(field, event.clipboardData.getData('text/plain')),
    convert: () => {
      if (!offer) return;
      const current = String(draft[offer.field] ?? '');
      update({ [offer.field]: current.split(offer.pasted).join(offer.converted) } as Partial<D>);
      setOffer(null);
      notify.success(t('zawgyi.converted'));
    },
    keep: () => setOffer(null),
  };
}
