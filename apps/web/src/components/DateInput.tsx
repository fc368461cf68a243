import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '../lib/format';
import { CalendarIcon } from './icons';
import { ui } from './ui';

interface Props {
  /** The field's id, for its `<label htmlFor>`. */
  id: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with a whole date ('YYYY-MM-DD') once one is typed or picked, or '' when the field is emptied. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  /** Further descriptions (a field's hint or error), by id. */
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  className?: string;
}

/**
 * A date typed as DD-MM-YYYY, in both languages (decision 0044), where the browser's own date field
 * would show its locale's format (mm/dd/yyyy on most computers). Myanmar digits typed are read too.
 * The calendar button opens the browser's date picker, whose choice is written back as DD-MM-YYYY.
 * A date that is not one, or outside min and max, is said under the field once the reader leaves it.
 */
export function DateInput({ id, value, onChange, min, max, required, describedBy, invalid, readOnly, className = '' }: Props) {
  const { t } = useTranslation('common');
  const formatId = useId();
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (value ? formatDate(value) : ''));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a filter cleared, a picked date) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseDate(text) ?? '')) setText(value ? formatDate(value) : '');
  }

  const parsed = parseDate(text);
  const outside = parsed !== undefined && ((min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const wrong = text.trim() !== '' && (parsed === undefined || outside);
  const showError = left && wrong;

  const type = (next: string) => {
    setText(next);
    setLeft(false);
    const date = parseDate(next);
    if (next.trim() === '') {
      if (value !== '') onChange('');
    } else if (date && !(min && date < min) && !(max && date > max) && date !== value) {
      setShownValue(date);
      onChange(date);
    }
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      document.getElementById(id)?.focus();
    }
  };

  return (
    <div className={className}>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('dateInput.placeholder')}
          value={text}
          required={required}
          readOnly={readOnly}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            setLeft(true);
            if (parsed && !wrong) setText(formatDate(parsed));
          }}
          aria-invalid={invalid || showError ? true : undefined}
          aria-describedby={[formatId, showError ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ')}
          className={`${ui.input} pr-11`}
        />
        <button
          type="button"
          onClick={openPicker}
          disabled={readOnly}
          className="absolute inset-y-0 right-1 my-auto inline-flex h-9 w-9 items-center justify-center rounded-lg text-stone-500 hover:text-maroon-700 dark:text-stone-400 dark:hover:text-saffron-300"
          aria-label={t('dateInput.pick')}
          title={t('dateInput.pick')}
        >
          <CalendarIcon width={18} height={18} />
        </button>
        {/* The browser's date picker only: never focused, never read out; what it picks is typed above. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
          value={parsed ?? ''}
          min={min}
          max={max}
          onChange={(event) => type(event.target.value ? formatDate(event.target.value) : '')}
        />
      </div>
      <span id={formatId} className="sr-only">
        {t('dateInput.format')}
      </span>
      {showError && (
        <p id={errorId} className={ui.error} role="alert">
          {parsed === undefined ? t('dateInput.invalid') : t('dateInput.outside')}
        </p>
      )}
    </div>
  );
}
