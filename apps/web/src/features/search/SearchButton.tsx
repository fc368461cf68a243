import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/icons';
import { ui } from '../../components/ui';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

/** Typing '/' anywhere but in a field opens search, as on many sites. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The header's search button; the dialog's code is loaded on first use (or when the pointer comes near). */
export function SearchButton() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={ui.iconButton}
        aria-label={t('open')}
        title={`${t('open')} (/)`}
        aria-keyshortcuts="/"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
