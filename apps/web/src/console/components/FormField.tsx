import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { TextField } from '../../components/form';
import { ui } from '../../components/ui';

/**
 * The console's form fields beside the shared TextField and PasswordField (components/form):
 * a select, a one-time code and the submit button with its saving state. Each wires its label,
 * hint and error for screen readers the same way.
 */
/** ui.input for a select: a select counts as read-only for CSS, which would grey it like a read-only field. */
export const selectClass = ui.input
  .split(' ')
  .filter((name) => !name.includes('read-only:'))
  .join(' ');

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, hint, options, className = '', ...select }: SelectProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} className={selectClass} aria-invalid={error ? true : undefined} aria-describedby={described} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={ui.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type CodeProps = Omit<Parameters<typeof TextField>[0], 'type'> & {
  /** A 6-digit code from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
  kind?: 'totp' | 'recovery';
};

/** A two-factor code: digits on a phone's number pad, filled in by the phone when it can. */
export function CodeField({ kind = 'totp', ...field }: CodeProps) {
  return kind === 'totp' ? (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      {...field}
      className={`max-w-56 ${field.className ?? ''}`}
    />
  ) : (
    <TextField
      autoComplete="off"
      autoCapitalize="none"
      maxLength={40}
      spellCheck={false}
      {...field}
      className={`max-w-72 ${field.className ?? ''}`}
    />
  );
}

/** The form's submit button: disabled and saying so while the form is saved. */
export function SubmitButton({
  saving,
  children,
  savingText,
  disabled = false,
  className = '',
}: {
  saving: boolean;
  children: ReactNode;
  savingText: string;
  /** Nothing to save yet (no change). */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={`${ui.buttonPrimary} ${className}`} disabled={saving || disabled} aria-busy={saving || undefined}>
      {saving ? savingText : children}
    </button>
  );
}
