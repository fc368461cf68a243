import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { ShareIcon } from '../../../components/icons';

/** The Web Share sheet where the browser has one, else the link is copied with a toast. */
export function ShareButton({ title, url, className }: { title: string; url: string; className: string }) {
  const { t } = useTranslation('news');
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      notify.error(t('share.failed'));
    }
  }
  return (
    <button type="button" className={className} onClick={() => void share()}>
      <ShareIcon />
      <span>{t('share.label')}</span>
    </button>
  );
}
