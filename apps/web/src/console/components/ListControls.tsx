import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/DateInput';
import { ui } from '../../components/ui';
import { selectClass } from './FormField';

/** The row of controls above a list: a search field and filters, wrapping on narrow screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>;
}

/** Text typed into a filter, reported after a short pause; a value changed from outside (cleared, Back) is shown. */
function useTypedText(value: string, onChange: (text: string) => void) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = window.setTimeout(() => onChange(trimmed), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return [text, setText] as const;
}

/** A search field that reports what was typed after a short pause, and at once on Enter. */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useTypedText(value, onSearch);

  return (
    <form
      role="search"
      className="w-full sm:w-72"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={`${ui.input} h-11 py-2`}
      />
    </form>
  );
}

/** A filter: a labelled select whose first option ('All') clears it. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-44">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${selectClass} h-11 py-2`}>
        <option value="">{allLabel ?? t('table.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter typed as text (a record id): reported after a short pause. */
export function TextFilter({
  label,
  value,
  onChange,
  maxLength = 40,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useTypedText(value, onChange);
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-44">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        className={`${ui.input} h-11 py-2`}
      />
    </div>
  );
}

/** A date filter (YYYY-MM-DD), typed or picked as DD-MM-YYYY. */
export function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const id = useId();
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-44">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <DateInput id={id} value={value} min={min} max={max} onChange={onChange} />
    </div>
  );
}

/**
 * What a list's table says when it shows no rows: that loading failed, with a retry; that the
 * filters match nothing, with a way to clear them; or the list's own empty text (`children`).
 */
export function ListEmpty({
  failed,
  onRetry,
  filtered,
  onClear,
  filteredText,
  children,
}: {
  failed: boolean;
  onRetry: () => void;
  filtered: boolean;
  onClear: () => void;
  filteredText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  if (failed) {
    return (
      <>
        {t('table.failed')}{' '}
        <button type="button" className={ui.link} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </>
    );
  }
  if (filtered) {
    return (
      <>
        {filteredText}{' '}
        <button type="button" className={ui.link} onClick={onClear}>
          {t('table.clear')}
        </button>
      </>
    );
  }
  return <>{children}</>;
}
