import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from './ui';

/**
 * Long text clamped to a few lines with 'Read More' / 'Read Less' (spec section 2); the button
 * stays only when the text overflows. Until the browser has measured it, the button is drawn: the
 * server's page a guest reads without the app (decision 0060) keeps a way to the rest of the text,
 * and the reader's tap on it is done once the app has taken over.
 */
export function ReadMore({ children, lines = 6, className = '' }: { children: ReactNode; lines?: number; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState<boolean | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 2);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [open, children]);

  return (
    <div className={className}>
      <div
        id={id}
        ref={ref}
        style={open ? undefined : { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {children}
      </div>
      {(overflows !== false || open) && (
        <button
          type="button"
          className={`${ui.link} mt-2 text-sm`}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('labels.readLess') : t('labels.readMore')}
        </button>
      )}
    </div>
  );
}
