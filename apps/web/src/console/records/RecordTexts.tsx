import { TextField } from '../../components/form';
import { ui } from '../../components/ui';
import { TextAreaField } from '../components/editor/fields';
import type { EditedRecord, RecordEditorState } from './RecordEditor';

/** One text of a record, kept in both languages as `${name}En` and `${name}Mm`; a box when it has rows. */
export interface RecordText {
  name: string;
  max: number;
  rows?: number;
}

/**
 * A record's texts in English and Myanmar side by side (one column above the other on a phone),
 * each field marked with its language and converting pasted Zawgyi. The headings are the kind's
 * words `editor.textsHeading`, `editor.english` and `editor.myanmar`.
 */
export function RecordTexts<R extends EditedRecord, D extends Record<string, unknown>>({
  id,
  editor,
  texts,
}: {
  id: string;
  editor: RecordEditorState<R, D>;
  texts: readonly RecordText[];
}) {
  const { saver, zawgyi, readOnly, label, say } = editor;
  const { draft, errors, update } = saver;

  const column = (suffix: 'En' | 'Mm') => {
    const lang = suffix === 'En' ? 'en' : 'my';
    return (
      <div className="space-y-4" lang={lang}>
        <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
          {say(suffix === 'En' ? 'editor.english' : 'editor.myanmar')}
        </h3>
        {texts.map(({ name, max, rows }) => {
          const field = `${name}${suffix}` as keyof D & string;
          const props = {
            label: label(field),
            lang,
            value: String(draft[field] ?? ''),
            maxLength: max,
            error: errors[field],
            readOnly,
            onPaste: zawgyi.onPaste(field),
          };
          return rows ? (
            <TextAreaField key={field} {...props} rows={rows} onChange={(event) => update({ [field]: event.target.value } as Partial<D>)} />
          ) : (
            <TextField key={field} {...props} onChange={(event) => update({ [field]: event.target.value } as Partial<D>)} />
          );
        })}
      </div>
    );
  };

  return (
    <section aria-labelledby={id} className={`${ui.card} p-5`}>
      <h2 id={id} className="mb-4 font-serif text-lg font-semibold">
        {say('editor.textsHeading')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {column('En')}
        {column('Mm')}
      </div>
    </section>
  );
}
