import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../ui';

/** A search field that reports what was typed after a short pause (and at once on Enter). */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (text: string) => void; label: string }) {
  const { t } = useTranslation('content');
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = window.setTimeout(() => onSearch(trimmed), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        className={ui.input}
      />
    </form>
  );
}
