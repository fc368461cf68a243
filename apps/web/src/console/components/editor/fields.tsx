import { useId, useState, type ClipboardEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';

/** A labelled textarea with its hint and error, wired as components/form's TextField is. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <textarea id={id} className={ui.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...textarea} />
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

/** The plain text pasted into a field (for the Zawgyi check). */
export const pastedText = (event: ClipboardEvent) => event.clipboardData.getData('text/plain');

const TAG_MAX = 60;
const TAGS_MAX = 20;

/** Tags typed as chips: Enter or a comma adds one, each chip has a remove button; Backspace in the empty field removes the last. */
export function TagInput({
  value,
  onChange,
  error,
  disabled,
  suggestions = [],
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
  suggestions?: readonly string[];
}) {
  const { t } = useTranslation('consoleNews');
  const id = useId();
  const [text, setText] = useState('');
  /** Adds the typed tags not there yet (a tag differing only in capitals is the same tag). */
  const add = (...raw: string[]) => {
    const next = [...value];
    for (const part of raw) {
      const tag = part.trim().replace(/^#/, '').slice(0, TAG_MAX);
      if (tag && next.length < TAGS_MAX && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    if (next.length !== value.length) onChange(next);
  };
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {t('fields.tagList')}
      </label>
      <div
        className={`flex flex-wrap items-center gap-1.5 rounded-xl border bg-white px-2 py-1.5 focus-within:border-saffron-500 focus-within:ring-2 focus-within:ring-saffron-300/60 dark:bg-night-800 ${
          error ? 'border-maroon-500' : 'border-sand-200 dark:border-night-700'
        }`}
      >
        <ul className="contents" aria-label={t('editor.tagsAdded')}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-0.5 pr-1 pl-3 text-sm text-ink-900 dark:bg-night-700 dark:text-sand-100"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full text-stone-600 hover:bg-sand-200 hover:text-maroon-800 dark:text-stone-300 dark:hover:bg-night-800"
                aria-label={t('editor.removeTag', { tag })}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          disabled={disabled || value.length >= TAGS_MAX}
          maxLength={TAG_MAX}
          list={suggestions.length ? `${id}-list` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base text-ink-900 outline-none dark:text-sand-100"
          onChange={(event) => {
            const parts = event.target.value.split(/[,၊]/);
            if (parts.length > 1) add(...parts.slice(0, -1));
            setText(parts.at(-1) ?? '');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
              setText('');
            } else if (event.key === 'Backspace' && !text && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => {
            add(text);
            setText('');
          }}
        />
        {suggestions.length > 0 && (
          <datalist id={`${id}-list`}>
            {suggestions.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        )}
      </div>
      <p id={`${id}-hint`} className={ui.hint}>
        {t('editor.tagsHint', { max: TAGS_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}
