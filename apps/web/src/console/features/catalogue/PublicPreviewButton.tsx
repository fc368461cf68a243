import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import type { PublicPreviewProps } from './PublicPreview';

// The public pages' components come with the preview, when it is first opened.
const PublicPreview = lazy(() => import('./PublicPreview'));

/** "Preview as the public page" and the preview it opens (PublicPreview). */
export function PublicPreviewButton(props: Omit<PublicPreviewProps, 'onClose'>) {
  const { t } = useTranslation('consolePreview');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} px-4 py-2`} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              {t('common:labels.loading')}
            </span>
          }
        >
          <PublicPreview {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
