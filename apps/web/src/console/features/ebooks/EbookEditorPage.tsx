import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { formatMoney, parseMoney } from '@mahasi/contract/money';
import { TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { imageUrl } from '../../../lib/image';
import { SelectField } from '../../components/FormField';
import { PdfUploadField, type CurrentPdf } from '../../components/PdfUploadField';
import { pick } from '../../lib/bilingual';
import { useStaffSession } from '../../lib/session';
import { RecordCoverField } from '../../records/RecordCoverField';
import { RecordEditorPage, RecordEditorShell, recordIdParam, useRecordEditor } from '../../records/RecordEditor';
import { RecordTexts } from '../../records/RecordTexts';
import { ebookApi, ebookKeys, ebookQueries, ebookRecordsApi } from './api';
import { ebookLanguageKeys, ebookStatusKeys, type EbookLanguage, type EbookStatus } from '@mahasi/contract/constants/ebook';
import { priceRoles } from '@mahasi/contract/constants/staff-ebooks';
import type { DeskEbook } from '@mahasi/contract/staff-ebooks';
import { plainDescription } from './description';
import { ebookPagePaths } from './paths';

/** What the form edits: the book's writable content (prices in minor units). */
type Draft = Pick<
  DeskEbook,
  | 'titleEn'
  | 'titleMm'
  | 'authorEn'
  | 'authorMm'
  | 'descriptionEn'
  | 'descriptionMm'
  | 'categoryId'
  | 'status'
  | 'language'
  | 'pdfUploadId'
  | 'coverUploadId'
  | 'minPriceMmk'
  | 'minPriceUsd'
>;

const editorFields = [
  'titleEn',
  'titleMm',
  'authorEn',
  'authorMm',
  'descriptionEn',
  'descriptionMm',
  'categoryId',
  'status',
  'language',
  'pdfUploadId',
  'coverUploadId',
  'minPriceMmk',
  'minPriceUsd',
] as const;

const emptyDraft = (): Draft => ({
  titleEn: '',
  titleMm: '',
  authorEn: '',
  authorMm: '',
  descriptionEn: '',
  descriptionMm: '',
  categoryId: null,
  status: 'available',
  language: 'my',
  pdfUploadId: null,
  coverUploadId: null,
  minPriceMmk: 0,
  minPriceUsd: 0,
});

const draftOf = (book: DeskEbook): Draft => ({
  titleEn: book.titleEn,
  titleMm: book.titleMm,
  authorEn: book.authorEn,
  authorMm: book.authorMm,
  descriptionEn: plainDescription(book.descriptionEn),
  descriptionMm: plainDescription(book.descriptionMm),
  categoryId: book.categoryId,
  status: book.status,
  language: book.language,
  pdfUploadId: book.pdfUploadId,
  coverUploadId: book.coverUploadId,
  minPriceMmk: book.minPriceMmk,
  minPriceUsd: book.minPriceUsd,
});

/** A price in minor units as the form shows it: '5000', '2.50'. */
const priceText = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** /admin/ebooks/new and /admin/ebooks/:id. */
export default function EbookEditorPage() {
  const param = recordIdParam(useParams().ebookId);
  const query = useQuery({ ...ebookQueries.ebook(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' });
  return <RecordEditorPage ns="consoleEbooks" param={param} query={query} editor={(initial) => <EbookEditor initial={initial} />} />;
}

function EbookEditor({ initial }: { initial: DeskEbook | null }) {
  const { t, i18n } = useTranslation('consoleEbooks');
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const maySetPrices = (priceRoles as readonly string[]).includes(staff?.role ?? '');
  const categories = useQuery(ebookQueries.categories());
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdf, setPdf] = useState<CurrentPdf | null>(() => (initial?.pdf ? { ...initial.pdf } : null));
  const [cover, setCover] = useState<Image | null>(initial?.cover ?? null);
  const [prices, setPrices] = useState(() => ({
    MMK: priceText(initial?.minPriceMmk ?? 0),
    USD: priceText(initial?.minPriceUsd ?? 0),
  }));

  // Every role that reaches the e-books desk publishes (its state is not the book's store status).
  const editor = useRecordEditor<DeskEbook, Draft>({
    ns: 'consoleEbooks',
    initial,
    draftOf,
    empty: emptyDraft,
    fields: editorFields,
    api: {
      ...ebookApi,
      ...ebookRecordsApi,
      fetch: (id) => queryClient.fetchQuery({ ...ebookQueries.ebook(id), staleTime: 0 }),
    },
    statusOf: (book) => book.state,
    canPublish: true,
    uploading: pdfBusy,
    listsKey: ebookKeys.lists(),
    changedKey: ebookKeys.all,
    editPath: ebookPagePaths.edit,
    onAdopt: (fresh) => {
      setPdf(fresh.pdf);
      setCover(fresh.cover);
      setPrices({ MMK: priceText(fresh.minPriceMmk), USD: priceText(fresh.minPriceUsd) });
    },
  });
  const { saver, readOnly, label } = editor;
  const { draft, errors, update } = saver;

  /** A book's field in a revision as the form says it: prices in their currency, names for choices. */
  const historyValue = (name: string, value: unknown): string | undefined => {
    if (name === 'minPriceMmk') return formatMoney(Number(value), 'MMK');
    if (name === 'minPriceUsd') return formatMoney(Number(value), 'USD');
    if (name === 'status') return t(`statuses.${String(value)}`);
    if (name === 'language') return t(`languages.${String(value)}`);
    if (name !== 'categoryId') return undefined;
    const category = categories.data?.find((c) => c.id === value);
    return category ? (pick(category.nameEn, category.nameMm, i18n.language)?.text ?? `#${category.id}`) : t('editor.noCategory');
  };

  const priceField = (currency: 'MMK' | 'USD') => {
    const field = currency === 'MMK' ? 'minPriceMmk' : 'minPriceUsd';
    const typed = prices[currency];
    const invalid = typed.trim() !== '' && parseMoney(typed) === undefined;
    return (
      <TextField
        label={label(field)}
        inputMode="decimal"
        value={typed}
        readOnly={readOnly || !maySetPrices}
        hint={maySetPrices ? t('editor.priceHint', { currency }) : t('editor.priceStoreOnly')}
        error={invalid ? t('editor.priceInvalid') : errors[field]}
        onChange={(event) => {
          setPrices({ ...prices, [currency]: event.target.value });
          const minor = parseMoney(event.target.value);
          if (minor !== undefined) update({ [field]: minor });
        }}
      />
    );
  };

  return (
    <RecordEditorShell
      editor={editor}
      kind="ebook"
      recordKey={ebookKeys.ebook}
      listPath={ebookPagePaths.list}
      sitePath={(id) => `/ebooks/${id}`}
      formatValue={historyValue}
      historyNote={maySetPrices ? undefined : t('editor.historyPricesKept')}
      preview={(lang) => (
        <EbookPreview lang={lang} draft={draft} cover={draft.coverUploadId ? cover : null} pages={pdf?.pageCount ?? null} />
      )}
    >
      <section aria-labelledby="ebook-file" className={`${ui.card} p-5`}>
        <h2 id="ebook-file" className="mb-4 font-serif text-lg font-semibold">
          {t('editor.fileHeading')}
        </h2>
        <PdfUploadField
          label={label('pdfUploadId')}
          value={pdf}
          disabled={readOnly}
          error={errors.pdfUploadId}
          onBusyChange={setPdfBusy}
          onUploaded={(uploaded, file) => {
            setPdf({ pageCount: uploaded.pageCount, bytes: uploaded.bytes, name: file.name });
            update({ pdfUploadId: uploaded.uploadId });
          }}
        />
      </section>

      <RecordTexts
        id="ebook-texts"
        editor={editor}
        texts={[
          { name: 'title', max: 300 },
          { name: 'author', max: 200 },
          { name: 'description', max: 20000, rows: 6 },
        ]}
      />

      <section aria-labelledby="ebook-store" className={`${ui.card} grid gap-6 p-5 sm:grid-cols-2`}>
        <h2 id="ebook-store" className="font-serif text-lg font-semibold sm:col-span-2">
          {t('editor.storeHeading')}
        </h2>
        <SelectField
          label={label('status')}
          value={draft.status}
          disabled={readOnly}
          error={errors.status}
          onChange={(event) => update({ status: event.target.value as EbookStatus })}
          options={ebookStatusKeys.map((key) => ({ value: key, label: t(`statuses.${key}`) }))}
        />
        <SelectField
          label={label('categoryId')}
          value={draft.categoryId === null ? '' : String(draft.categoryId)}
          disabled={readOnly}
          error={errors.categoryId}
          onChange={(event) => update({ categoryId: event.target.value ? Number(event.target.value) : null })}
          options={[
            { value: '', label: t('editor.noCategory') },
            ...(categories.data ?? []).map((c) => ({
              value: String(c.id),
              label: pick(c.nameEn, c.nameMm, i18n.language)?.text ?? `#${c.id}`,
            })),
          ]}
        />
        <SelectField
          label={label('language')}
          value={draft.language}
          disabled={readOnly}
          error={errors.language}
          onChange={(event) => update({ language: event.target.value as EbookLanguage })}
          options={ebookLanguageKeys.map((key) => ({ value: key, label: t(`languages.${key}`) }))}
        />
        <div className="hidden sm:block" />
        {priceField('MMK')}
        {priceField('USD')}
        <RecordCoverField
          ns="consoleEbooks"
          label={label('coverUploadId')}
          uploadId={draft.coverUploadId}
          cover={draft.coverUploadId ? cover : null}
          error={errors.coverUploadId}
          readOnly={readOnly}
          sizes="10rem"
          imageClass="aspect-[2/3] w-40"
          onImage={(uploaded) => {
            setCover(uploaded.image);
            update({ coverUploadId: uploaded.uploadId });
          }}
          onRemove={() => update({ coverUploadId: null })}
        />
      </section>
    </RecordEditorShell>
  );
}

/** The book as readers will see it in the store, in one language (the other as fallback, as the site does). */
function EbookPreview({ lang, draft, cover, pages }: { lang: 'en' | 'mm'; draft: Draft; cover: Image | null; pages: number | null }) {
  const { t } = useTranslation('consoleEbooks');
  const pickIn = (en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
  return (
    <article lang={lang === 'en' ? 'en' : 'my'} className={`${ui.card} flex gap-4 p-4`} aria-label={t(`editor.previewIn.${lang}`)}>
      {cover && <img src={imageUrl(cover.url)} alt="" width={80} height={120} className="h-30 w-20 shrink-0 rounded-lg object-cover" />}
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold text-stone-600 uppercase dark:text-stone-400">{t(`editor.previewIn.${lang}`)}</p>
        <h3 className="font-serif text-lg font-semibold">{pickIn(draft.titleEn, draft.titleMm) || '—'}</h3>
        <p className="text-sm">{pickIn(draft.authorEn, draft.authorMm)}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {t(`statuses.${draft.status}`)}
          {pages ? ` · ${t('editor.previewPages', { count: pages })}` : ''}
        </p>
        <p className="text-sm font-semibold tabular-nums">
          {formatMoney(draft.minPriceMmk, 'MMK')} · {formatMoney(draft.minPriceUsd, 'USD')}
        </p>
      </div>
    </article>
  );
}
