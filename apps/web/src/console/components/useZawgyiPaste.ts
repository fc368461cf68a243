import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { hasMyanmar, toUnicode } from '../../lib/zawgyi';

/** Pasted text that converts: where it went (`index`: which item of a list field, a photo) and its Unicode spelling. */
export interface ZawgyiPasteOffer<F extends string = string> {
  field: F;
  index?: number;
  pasted: string;
  converted: string;
}

/**
 * Myanmar text pasted into a plain field is checked for Zawgyi (the project's detector decides);
 * text that converts is offered for conversion (ZawgyiOffer), and saving waits for the answer.
 * `convertElsewhere` converts what a plain field of the draft does not hold: it answers the change
 * to make (a photo's caption), true when it converted the text itself (a rich text), or false.
 */
export function useZawgyiPaste<D extends Record<string, unknown>>(
  draft: D,
  update: (patch: Partial<D>) => void,
  convertElsewhere?: (offer: ZawgyiPasteOffer<keyof D & string>, draft: D) => Partial<D> | boolean,
) {
  const { t } = useTranslation('consoleNews');
  const [offer, setOffer] = useState<ZawgyiPasteOffer<keyof D & string> | null>(null);

  const check = async (field: keyof D & string, text: string, index?: number) => {
    if (!hasMyanmar(text)) return;
    const converted = await toUnicode(text);
    if (converted !== text) setOffer({ field, index, pasted: text, converted });
  };

  return {
    offer,
    check,
    onPaste: (field: keyof D & string) => (event: ClipboardEvent) => void check(field, event.clipboardData.getData('text/plain')),
    convert: () => {
      if (!offer) return;
      const elsewhere = convertElsewhere?.(offer, draft) ?? false;
      if (typeof elsewhere === 'object') update(elsewhere);
      else if (!elsewhere) {
        const current = String(draft[offer.field] ?? '');
        update({ [offer.field]: current.split(offer.pasted).join(offer.converted) } as Partial<D>);
      }
      setOffer(null);
      notify.success(t('zawgyi.converted'));
    },
    keep: () => setOffer(null),
  };
}
