import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './DateInput';
import { EyeIcon, EyeOffIcon } from './icons';
import { TimeInput } from './TimeInput';
import { ui } from './ui';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ label, error, hint, className = '', ...input }: InputProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input id={id} className={ui.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
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

/** A password input with a show/hide toggle (its name says which field it shows). */
export function PasswordField({ label, error, hint, className = '', ...input }: InputProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const toggle = shown ? t('password.hide', { field: label }) : t('password.show', { field: label });
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${ui.input} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={toggle}
          title={toggle}
          aria-pressed={shown}
          className="absolute inset-y-0 right-1 my-auto inline-flex h-9 w-9 items-center justify-center rounded-lg text-stone-500 hover:text-maroon-700 dark:text-stone-400 dark:hover:text-saffron-300"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
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

/** A form-level message (a failed log-in, an expired code). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-maroon-200 bg-maroon-50 px-4 py-3 text-sm text-maroon-800 dark:border-maroon-800 dark:bg-maroon-900/40 dark:text-maroon-100"
    >
      {children}
    </div>
  );
}

/** The centred card the auth screens sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className={`${ui.card} p-6 sm:p-8`}>
        <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{title}</h1>
        {subtitle && <p className="mt-2 text-stone-600 dark:text-stone-400">{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">{footer}</div>}
    </section>
  );
}

interface DateTimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  className?: string;
}

/** A labelled date field (DD-MM-YYYY typed or picked; the value is 'YYYY-MM-DD'), with its hint and error. */
export function DateField({ label, error, hint, className = '', min, max, ...input }: DateTimeFieldProps & { min?: string; max?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <DateInput id={id} min={min} max={max} invalid={Boolean(error)} describedBy={described} {...input} />
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

/** A labelled time field (hh:mm and the half of the day; the value is 24-hour 'HH:mm'), with its hint and error. */
export function TimeField({ label, error, hint, className = '', ...input }: DateTimeFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <TimeInput id={id} invalid={Boolean(error)} describedBy={described} {...input} />
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
