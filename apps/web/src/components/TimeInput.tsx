import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime, readTime, splitTime } from '../lib/format';
import { ui } from './ui';

interface Props {
  /** The time field's id, for its `<label htmlFor>`. */
  id: string;
  /** 24-hour 'HH:mm', or '' for none. */
  value: string;
  /** Called with a whole time ('HH:mm') once one is typed, or '' when the field is emptied. */
  onChange: (value: string) => void;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
}

/**
 * A time on the 12-hour clock the site writes (decision 0044): hh:mm typed, and the half of the day
 * chosen beside it, AM/PM in English and နံနက်/ညနေ in Myanmar, where the browser's own time field
 * would show AM/PM in both languages. Myanmar digits typed are read too.
 */
export function TimeInput({ id, value, onChange, required, describedBy, invalid, readOnly }: Props) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const initial = value ? splitTime(value) : { text: '', half: 'am' as const };
  const [text, setText] = useState(initial.text);
  const [half, setHalf] = useState<'am' | 'pm'>(initial.half);
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseTime(text, half) ?? '')) {
      const next = value ? splitTime(value) : { text: '', half };
      setText(next.text);
      setHalf(next.half);
    }
  }

  const wrong = text.trim() !== '' && parseTime(text, half) === undefined;
  const emit = (nextText: string, nextHalf: 'am' | 'pm') => {
    const time = readTime(nextText, nextHalf);
    // A 24-hour time typed (16:00) says its half of the day itself.
    if (time && time.half !== nextHalf) setHalf(time.half);
    const next = nextText.trim() === '' ? '' : time?.value;
    if (next !== undefined && next !== value) {
      setShownValue(next);
      onChange(next);
    }
  };

  return (
    <div>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('timeInput.placeholder')}
          value={text}
          required={required}
          readOnly={readOnly}
          onChange={(event) => {
            setText(event.target.value);
            setLeft(false);
            emit(event.target.value, half);
          }}
          onBlur={() => {
            setLeft(true);
            const time = parseTime(text, half);
            if (time) setText(splitTime(time).text);
          }}
          aria-invalid={invalid || (left && wrong) ? true : undefined}
          aria-describedby={[left && wrong ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
          className={`${ui.input} min-w-0 flex-1`}
        />
        <select
          aria-label={t('timeInput.half')}
          value={half}
          disabled={readOnly}
          onChange={(event) => {
            const next = event.target.value === 'pm' ? 'pm' : 'am';
            setHalf(next);
            emit(text, next);
          }}
          className={`${ui.input.replace('w-full', '')} w-32 shrink-0`}
        >
          <option value="am">{t('timeInput.am')}</option>
          <option value="pm">{t('timeInput.pm')}</option>
        </select>
      </div>
      {left && wrong && (
        <p id={errorId} className={ui.error} role="alert">
          {t('timeInput.invalid')}
        </p>
      )}
    </div>
  );
}
