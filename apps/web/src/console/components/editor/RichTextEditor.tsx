import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { Mark } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import { hasMyanmar } from '../../../lib/zawgyi';
import { emptyBodyAsBlank, type Lang } from './body';
import { imageFilesOf } from '../../lib/imageUpload';
import { pastedPairs } from './pasted';
import { EmbedDialog, ImageDialog, LinkDialog } from './BodyDialogs';
import { UploadProgress, useImageUpload } from './ImageUpload';
import { AudioFile, Figure, VideoFile, VideoFrame, type FigureAttrs } from './nodes';
import { articleBodyClass, leadingOf } from './styles';

export interface RichTextHandle {
  /** Replaces pasted Zawgyi with its Unicode conversion wherever it is in the body; how many places changed. */
  convertZawgyi: (pasted: string, converted: string) => number;
  focus: () => void;
}

/**
 * An empty paragraph after an inserted picture or player: the cursor goes on in it (left on the
 * block itself, the next insert would replace the block).
 */
const afterBlock = [{ type: 'paragraph' }];

type Dialog = { kind: 'link'; href: string } | { kind: 'image'; edit?: FigureAttrs } | { kind: 'embed' } | null;

/** The toolbar's buttons move focus with the arrow keys (one tab stop for the whole toolbar would hide them from a quick Tab). */
function arrowKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

function ToolButton({
  label,
  active,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the text selected while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40 ${
        active
          ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
          : 'text-stone-700 hover:bg-sand-100 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-700 dark:hover:text-saffron-300'
      }`}
    >
      {children}
    </button>
  );
}

const Sep = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-sand-200 dark:bg-night-700" />;

/**
 * Pasted Zawgyi replaced by its Unicode where it landed: line by line (a pasted line became a
 * paragraph, maybe beside text already there), in every text piece holding it, in one step.
 */
function replacePasted(editor: Editor, pasted: string, converted: string): number {
  const pairs = pastedPairs(pasted, converted);
  const changes: { from: number; to: number; text: string; marks: readonly Mark[] }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const [zawgyi, unicode] of pairs) {
      for (let at = node.text.indexOf(zawgyi); at >= 0; at = node.text.indexOf(zawgyi, at + zawgyi.length)) {
        changes.push({ from: pos + at, to: pos + at + zawgyi.length, text: unicode, marks: node.marks });
      }
    }
  });
  if (!changes.length) return 0;
  const { tr } = editor.state;
  // Last first, so the positions of the others hold.
  for (const change of changes.sort((a, b) => b.from - a.from))
    tr.replaceWith(change.from, change.to, editor.schema.text(change.text, change.marks));
  editor.view.dispatch(tr);
  return changes.length;
}

/**
 * The body of one language: a Tiptap editor (headings, bold, italic, lists, quotes, links, images
 * with captions, YouTube/Vimeo and audio/video players) writing the HTML the server keeps. Images
 * pasted or dropped in are uploaded and placed; pasted Myanmar text is reported for the Zawgyi check.
 */
export function RichTextEditor({
  lang,
  label,
  initial,
  onChange,
  onNormalised,
  onPasteText,
  readOnly = false,
  error,
  ref,
}: {
  lang: Lang;
  label: string;
  initial: string;
  onChange: (html: string) => void;
  /** The starting HTML as the editor writes it (its own spelling of the same content): not a change. */
  onNormalised: (html: string) => void;
  onPasteText: (text: string) => void;
  readOnly?: boolean;
  error?: string;
  ref?: Ref<RichTextHandle>;
}) {
  const { t } = useTranslation('consoleNews');
  const labelId = useId();
  const errorId = useId();
  const upload = useImageUpload();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The latest callbacks for the editor's handlers, which are made once.
  const handlers = useRef({ onChange, onPasteText, place: (_files: File[], _at?: number) => {} });

  const editor = useEditor({
    immediatelyRender: true,
    editable: !readOnly,
    content: initial,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] }),
      // An <img> outside a figure (older posts) stays an image.
      Image.configure({ inline: false }),
      Figure,
      VideoFrame,
      AudioFile,
      VideoFile,
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: lang === 'mm' ? 'my' : 'en',
        class: `min-h-72 px-4 py-3 outline-none ${articleBodyClass} ${leadingOf(lang)}`,
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length) {
          handlers.current.place(files);
          return true;
        }
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (hasMyanmar(text)) handlers.current.onPasteText(text);
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
        if (!files.length) return false;
        event.preventDefault();
        handlers.current.place(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onCreate: ({ editor }) => onNormalised(emptyBodyAsBlank(editor.getHTML())),
    onUpdate: ({ editor }) => handlers.current.onChange(emptyBodyAsBlank(editor.getHTML())),
  });

  const insertFigure = (attrs: FigureAttrs, at?: number) => {
    const chain = editor.chain().focus();
    const node = [{ type: 'figure', attrs }, ...afterBlock];
    (at !== undefined ? chain.insertContentAt(Math.min(at, editor.state.doc.content.size), node) : chain.insertContent(node)).run();
  };

  /** Images pasted or dropped: uploaded one after another, each placed where it was put (no words yet: "Edit image" adds them). */
  const place = async (files: File[], at?: number) => {
    for (const file of files) {
      const image = await upload.start(file);
      if (image && !editor.isDestroyed)
        insertFigure({ src: image.image.url, alt: '', caption: '', width: image.image.width, height: image.image.height }, at);
    }
  };

  // The editor's handlers, made once, call the newest callbacks.
  useLayoutEffect(() => {
    handlers.current = { onChange, onPasteText, place: (files, at) => void place(files, at) };
  });
  useEffect(() => {
    if (editor.isEditable === readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useImperativeHandle(
    ref,
    () => ({ convertZawgyi: (pasted, converted) => replacePasted(editor, pasted, converted), focus: () => editor.commands.focus() }),
    [editor],
  );

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { selection } = e.state;
      const figure =
        selection instanceof NodeSelection && selection.node.type.name === 'figure' ? (selection.node.attrs as FigureAttrs) : null;
      return {
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        quote: e.isActive('blockquote'),
        link: e.isActive('link'),
        href: (e.getAttributes('link').href as string | undefined) ?? '',
        figure,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  return (
    <div>
      <span id={labelId} className={ui.label}>
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-xl border bg-white shadow-inner shadow-sand-100 focus-within:border-saffron-500 focus-within:ring-2 focus-within:ring-saffron-300/60 dark:bg-night-800 dark:shadow-none ${
          error ? 'border-maroon-500' : 'border-sand-200 dark:border-night-700'
        } [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-saffron-500 [&_.desk-block]:my-4 [&_.desk-block]:cursor-pointer [&_.desk-block]:rounded-xl [&_.desk-block]:border [&_.desk-block]:border-dashed [&_.desk-block]:border-sand-200 [&_.desk-block]:p-2 dark:[&_.desk-block]:border-night-700 [&_.desk-block_figcaption]:mt-0 [&_.desk-block_img]:my-0 [&_.desk-block_iframe]:my-0 [&_.desk-block_audio]:my-0 [&_.desk-block_video]:my-0`}
      >
        {!readOnly && (
          <div
            role="toolbar"
            aria-label={t('body.toolbar', { field: label })}
            onKeyDown={arrowKeys}
            className="flex flex-wrap items-center gap-0.5 border-b border-sand-200 bg-sand-50 px-2 py-1.5 dark:border-night-700 dark:bg-night-900"
          >
            <ToolButton label={t('body.tools.h2')} active={state.h2} onClick={() => run((c) => c.toggleHeading({ level: 2 }))}>
              H2
            </ToolButton>
            <ToolButton label={t('body.tools.h3')} active={state.h3} onClick={() => run((c) => c.toggleHeading({ level: 3 }))}>
              H3
            </ToolButton>
            <Sep />
            <ToolButton label={t('body.tools.bold')} active={state.bold} onClick={() => run((c) => c.toggleBold())}>
              <span className="font-bold">B</span>
            </ToolButton>
            <ToolButton label={t('body.tools.italic')} active={state.italic} onClick={() => run((c) => c.toggleItalic())}>
              <span className="font-serif italic">I</span>
            </ToolButton>
            <Sep />
            <ToolButton label={t('body.tools.bulletList')} active={state.bullet} onClick={() => run((c) => c.toggleBulletList())}>
              <ListIcon />
            </ToolButton>
            <ToolButton label={t('body.tools.orderedList')} active={state.ordered} onClick={() => run((c) => c.toggleOrderedList())}>
              <OrderedIcon />
            </ToolButton>
            <ToolButton label={t('body.tools.quote')} active={state.quote} onClick={() => run((c) => c.toggleBlockquote())}>
              <QuoteIcon />
            </ToolButton>
            <Sep />
            <ToolButton label={t('body.tools.link')} active={state.link} onClick={() => setDialog({ kind: 'link', href: state.href })}>
              <LinkIcon />
            </ToolButton>
            <ToolButton
              label={state.figure ? t('body.tools.editImage') : t('body.tools.image')}
              active={state.figure !== null}
              disabled={upload.progress !== null}
              onClick={() => setDialog(state.figure ? { kind: 'image', edit: state.figure } : { kind: 'image' })}
            >
              <PictureIcon />
            </ToolButton>
            <ToolButton label={t('body.tools.embed')} onClick={() => setDialog({ kind: 'embed' })}>
              <PlayIcon />
            </ToolButton>
            <Sep />
            <ToolButton label={t('body.tools.undo')} disabled={!state.canUndo} onClick={() => run((c) => c.undo())}>
              <UndoIcon />
            </ToolButton>
            <ToolButton label={t('body.tools.redo')} disabled={!state.canRedo} onClick={() => run((c) => c.redo())}>
              <UndoIcon className="-scale-x-100" />
            </ToolButton>
          </div>
        )}
        <EditorContent editor={editor} aria-describedby={error ? errorId : undefined} />
      </div>
      <div className="px-1">
        <UploadProgress upload={upload} />
      </div>
      {upload.error && (
        <p role="alert" className={ui.error}>
          {upload.error}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={ui.error}>
          {error}
        </p>
      )}

      {dialog?.kind === 'link' && (
        <LinkDialog
          initial={dialog.href}
          onClose={() => setDialog(null)}
          onDone={(href) => {
            setDialog(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
          }}
        />
      )}
      {dialog?.kind === 'image' && (
        <ImageDialog
          initial={dialog.edit}
          onClose={() => setDialog(null)}
          onDone={(attrs) => {
            setDialog(null);
            if (dialog.edit) editor.chain().focus().updateAttributes('figure', attrs).run();
            else insertFigure(attrs);
          }}
        />
      )}
      {dialog?.kind === 'embed' && (
        <EmbedDialog
          onClose={() => setDialog(null)}
          onDone={(embed, title) => {
            setDialog(null);
            const node =
              embed.kind === 'audio'
                ? { type: 'audioFile', attrs: { src: embed.src } }
                : embed.kind === 'video'
                  ? { type: 'videoFile', attrs: { src: embed.src } }
                  : { type: 'videoFrame', attrs: { src: embed.src, title } };
            editor
              .chain()
              .focus()
              .insertContent([node, ...afterBlock])
              .run();
          }}
        />
      )}
    </div>
  );
}

type IconProps = { className?: string };
const Svg = ({ children, className }: IconProps & { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    {children}
  </svg>
);
const ListIcon = () => (
  <Svg>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </Svg>
);
const OrderedIcon = () => (
  <Svg>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5c.5-1 2.5-1 2.5.5 0 1-2.5 2-2.5 3h2.5" />
  </Svg>
);
const QuoteIcon = () => (
  <Svg>
    <path d="M7 7H4v5h3v-2l-1 4M17 7h-3v5h3v-2l-1 4" />
  </Svg>
);
const LinkIcon = () => (
  <Svg>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
const PictureIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-8 8" />
  </Svg>
);
const PlayIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </Svg>
);
const UndoIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
  </Svg>
);
