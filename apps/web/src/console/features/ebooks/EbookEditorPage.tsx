import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { formatMoney, parseMoney } from '@mahasi/contract/money';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { HttpError } from '../../../lib/api/errors';
import { confirm } from '../../../lib/confirm';
import { imageSrcSet, imageUrl } from '../../../lib/image';
import { notify } from '../../../lib/notify';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { SelectField } from '../../components/FormField';
import { ConsoleTitle, PageHeader } from '../../components/PageHeader';
import { PdfUploadField, type CurrentPdf } from '../../components/PdfUploadField';
import { RecordStatusBadge } from '../../components/RecordStatus';
import { RevisionsPanel } from '../../records/RevisionsPanel';
import { useRecordSaver } from '../../records/useRecordSaver';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { useZawgyiPaste } from '../../components/useZawgyiPaste';
import { pick } from '../../lib/bilingual';
import { StaffRespCode } from '../../lib/contract';
import { isCode, notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { MyanmarTime } from '../../components/MyanmarTime';
import { ImageDropZone, useImageUpload } from '../../components/editor/ImageUpload';
import { ZawgyiOffer } from '../../components/editor/ZawgyiOffer';
import { ConflictNotice } from '../../records/ConflictNotice';
import { TextAreaField } from '../../components/editor/fields';
import { ebookApi, ebookKeys, ebookQueries, ebookRecordsApi, type EbookAction } from './api';
import { ebookLanguageKeys, ebookStatusKeys, priceRoles, type DeskEbook, type EbookLanguage, type EbookStatus } from './contract';
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
  const { t } = useTranslation('consoleEbooks');
  const raw = useParams().ebookId;
  const param = raw === 'new' ? 'new' : raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({ ...ebookQueries.ebook(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' });
  if (param === null) return <ConsoleNotFound />;
  if (param === 'new') return <EbookEditor key="new" initial={null} />;
  if (!query.data) {
    if (query.error instanceof HttpError && query.error.status === 404) return <ConsoleNotFound />;
    return (
      <div>
        <ConsoleTitle title={t('editor.editTitle')} />
        {query.isError ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">
            {t('editor.loadFailed')}{' '}
            <button type="button" className={ui.link} onClick={() => void query.refetch()}>
              {t('console:actions.retry')}
            </button>
          </p>
        ) : (
          <div role="status" aria-label={t('editor.loading')} className="space-y-4">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-96" />
          </div>
        )}
      </div>
    );
  }
  return <EbookEditor key={`ebook-${param}`} initial={query.data} />;
}

function EbookEditor({ initial }: { initial: DeskEbook | null }) {
  const { t, i18n } = useTranslation('consoleEbooks');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const maySetPrices = (priceRoles as readonly string[]).includes(staff?.role ?? '');
  const categories = useQuery(ebookQueries.categories());
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdf, setPdf] = useState<CurrentPdf | null>(() => (initial?.pdf ? { ...initial.pdf } : null));
  const [cover, setCover] = useState<Image | null>(initial?.cover ?? null);
  const [busy, setBusy] = useState<EbookAction | 'save' | null>(null);
  const [offerHold, setOfferHold] = useState(false);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [history, setHistory] = useState(false);
  const [prices, setPrices] = useState(() => ({
    MMK: priceText(initial?.minPriceMmk ?? 0),
    USD: priceText(initial?.minPriceUsd ?? 0),
  }));

  const saver = useRecordSaver<DeskEbook, Draft>({
    initial,
    draftOf,
    empty: emptyDraft,
    create: ebookApi.create,
    save: ebookApi.save,
    ns: 'consoleEbooks',
    fields: editorFields,
    hold: pdfBusy || offerHold,
    editable: (book) => book !== null && book.state !== 'deleted',
    onCreated: (book) => {
      void queryClient.invalidateQueries({ queryKey: ebookKeys.lists() });
      setMoveTo(book.id);
    },
  });
  const { draft, record: book, errors, update } = saver;
  const zawgyi = useZawgyiPaste(draft, update);
  if (offerHold !== (zawgyi.offer !== null)) setOfferHold(zawgyi.offer !== null);
  const coverUpload = useImageUpload();
  useUnsavedChanges(saver.changed || saver.saving || pdfBusy);
  useEffect(() => {
    if (moveTo !== null && !saver.changed && !saver.saving) void navigate(ebookPagePaths.edit(moveTo), { replace: true });
  }, [moveTo, saver.changed, saver.saving, navigate]);

  const state = book?.state ?? 'draft';
  const readOnly = state === 'deleted';
  const label = (field: string) => t(`fields.${field}`);
  const afterChange = () => void queryClient.invalidateQueries({ queryKey: ebookKeys.all });

  const save = async () => {
    setBusy('save');
    try {
      await saver.save(false);
      notify.success(t('actions.save.success'));
      afterChange();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t('actions.save.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: EbookAction) => {
    if (action === 'delete' || action === 'unpublish') {
      const accepted = await confirm({
        title: t(`actions.${action}.confirmTitle`),
        message: t(`actions.${action}.confirmText`),
        confirmText: t(`actions.${action}.submit`),
      });
      if (!accepted) return;
    }
    setBusy(action);
    try {
      await saver.act((current) => ebookApi.move(action, current.id, current.version));
      notify.success(t(`actions.${action}.success`));
      afterChange();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t(`actions.${action}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  /** The form starts again from the server's copy (their version after a conflict, or a restored one). */
  const adopt = (fresh: DeskEbook) => {
    saver.replace(fresh);
    setPdf(fresh.pdf);
    setCover(fresh.cover);
    setPrices({ MMK: priceText(fresh.minPriceMmk), USD: priceText(fresh.minPriceUsd) });
  };
  const loadTheirs = async () => {
    if (!book) return;
    adopt(await queryClient.fetchQuery({ ...ebookQueries.ebook(book.id), staleTime: 0 }));
  };

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

  /** An older version saved again as the newest (the form's own changes are saved first). */
  const restoreRevision = async (revision: { id: number; version: number }) => {
    try {
      adopt(await saver.act((current) => ebookRecordsApi.restoreRevision(current.id, revision.id, current.version)));
      notify.success(t('consoleRecords:history.restored', { version: revision.version }));
      afterChange();
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) setHistory(false);
      else if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t('consoleRecords:history.failed'), error);
    }
  };

  const text = (field: 'titleEn' | 'titleMm' | 'authorEn' | 'authorMm', lang: 'en' | 'mm', max: number) => (
    <TextField
      label={label(field)}
      lang={lang === 'en' ? 'en' : 'my'}
      value={draft[field]}
      maxLength={max}
      error={errors[field]}
      readOnly={readOnly}
      onChange={(event) => update({ [field]: event.target.value })}
      onPaste={zawgyi.onPaste(field)}
    />
  );
  const area = (field: 'descriptionEn' | 'descriptionMm', lang: 'en' | 'mm') => (
    <TextAreaField
      label={label(field)}
      lang={lang === 'en' ? 'en' : 'my'}
      rows={6}
      value={draft[field]}
      maxLength={20000}
      error={errors[field]}
      readOnly={readOnly}
      onChange={(event) => update({ [field]: event.target.value })}
      onPaste={zawgyi.onPaste(field)}
    />
  );
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

  const saveState = saver.saving ? 'saving' : saver.changed ? 'unsaved' : book ? 'saved' : 'new';
  const busyNow = busy !== null || pdfBusy || saver.conflict !== null || zawgyi.offer !== null;

  return (
    <div>
      <PageHeader
        title={book ? t('editor.editTitle') : t('editor.newTitle')}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {book && <RecordStatusBadge status={state} />}
            <span role="status" data-save-state={saveState} className="text-sm">
              {t(`consoleRecords:saveState.${saveState}`)}
            </span>
            {book?.updatedByName && (
              <span className="text-sm">
                {t('editor.lastSaved', { name: book.updatedByName })} <MyanmarTime iso={book.updatedAt} compact />
              </span>
            )}
          </span>
        }
        actions={
          <>
            {book && (
              <button type="button" className={ui.buttonSecondary} aria-expanded={history} onClick={() => setHistory((open) => !open)}>
                {t('consoleRecords:history.open')}
              </button>
            )}
            <Link to={ebookPagePaths.list} className={ui.buttonSecondary}>
              {t('editor.back')}
            </Link>
          </>
        }
      />
      {saver.conflict && (
        <ConflictNotice ns="consoleNews" conflict={saver.conflict} onLoadTheirs={() => void loadTheirs()} loading={false} />
      )}
      {zawgyi.offer && <ZawgyiOffer field={label(zawgyi.offer.field)} onConvert={zawgyi.convert} onKeep={zawgyi.keep} />}
      {errors.form && (
        <p role="alert" className={`${ui.error} mb-4`}>
          {errors.form}
        </p>
      )}
      {state === 'deleted' && <p className="mb-4 rounded-xl bg-maroon-50 px-4 py-3 dark:bg-night-800">{t('editor.inBin')}</p>}
      {history && book && (
        <RevisionsPanel
          queryKey={ebookKeys.ebook(book.id)}
          version={book.version}
          load={() => ebookRecordsApi.revisions(book.id)}
          loadOne={(revisionId) => ebookRecordsApi.revision(book.id, revisionId)}
          current={draft}
          fieldLabel={label}
          formatValue={historyValue}
          canRestore={!readOnly && saver.conflict === null}
          note={maySetPrices ? undefined : t('editor.historyPricesKept')}
          onRestore={restoreRevision}
          onClose={() => setHistory(false)}
        />
      )}

      <form
        className="space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
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

        <section aria-labelledby="ebook-texts" className={`${ui.card} p-5`}>
          <h2 id="ebook-texts" className="mb-4 font-serif text-lg font-semibold">
            {t('editor.textsHeading')}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-4" lang="en">
              <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('editor.english')}</h3>
              {text('titleEn', 'en', 300)}
              {text('authorEn', 'en', 200)}
              {area('descriptionEn', 'en')}
            </div>
            <div className="space-y-4" lang="my">
              <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('editor.myanmar')}</h3>
              {text('titleMm', 'mm', 300)}
              {text('authorMm', 'mm', 200)}
              {area('descriptionMm', 'mm')}
            </div>
          </div>
        </section>

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
          <fieldset className="space-y-3 sm:col-span-2" disabled={readOnly}>
            <legend className={ui.label}>{label('coverUploadId')}</legend>
            <ImageDropZone
              upload={coverUpload}
              disabled={readOnly}
              label={draft.coverUploadId ? t('editor.replaceCover') : t('editor.chooseCover')}
              onImage={(uploaded) => {
                setCover(uploaded.image);
                update({ coverUploadId: uploaded.uploadId });
              }}
            >
              {draft.coverUploadId !== null && cover && (
                <div className="mb-3 flex flex-wrap items-end gap-3">
                  <img
                    src={imageUrl(cover.url)}
                    srcSet={imageSrcSet(cover.variants)}
                    sizes="10rem"
                    width={cover.width}
                    height={cover.height}
                    alt={t('editor.coverPreview')}
                    className="aspect-[2/3] w-40 rounded-xl bg-sand-100 object-cover dark:bg-night-800"
                  />
                  {!readOnly && (
                    <button type="button" className={`${ui.link} text-sm`} onClick={() => update({ coverUploadId: null })}>
                      {t('editor.removeCover')}
                    </button>
                  )}
                </div>
              )}
            </ImageDropZone>
            {errors.coverUploadId && (
              <p role="alert" className={ui.error}>
                {errors.coverUploadId}
              </p>
            )}
          </fieldset>
        </section>

        <div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5 dark:border-night-700">
          {!readOnly && (
            <button type="submit" className={ui.buttonPrimary} disabled={busyNow} aria-busy={busy === 'save' || undefined}>
              {busy === 'save' ? t('console:actions.saving') : t('actions.save.submit')}
            </button>
          )}
          {book && state === 'draft' && (
            <button type="button" className={ui.buttonPrimary} disabled={busyNow} onClick={() => void run('publish')}>
              {busy === 'publish' ? t('console:actions.saving') : t('actions.publish.submit')}
            </button>
          )}
          {state === 'published' && (
            <button type="button" className={ui.buttonSecondary} disabled={busyNow} onClick={() => void run('unpublish')}>
              {t('actions.unpublish.submit')}
            </button>
          )}
          {book && state !== 'deleted' && (
            <button
              type="button"
              className={`${ui.buttonSecondary} text-maroon-700 dark:text-maroon-200`}
              disabled={busyNow}
              onClick={() => void run('delete')}
            >
              {t('actions.delete.submit')}
            </button>
          )}
          {book && state === 'deleted' && (
            <button type="button" className={ui.buttonPrimary} disabled={busy !== null} onClick={() => void run('restore')}>
              {t('actions.restore.submit')}
            </button>
          )}
          {book && state === 'published' && (
            <a href={`/ebooks/${book.id}`} target="_blank" rel="noreferrer" className={ui.link}>
              {t('editor.viewOnSite')}
            </a>
          )}
          {pdfBusy && <p className="text-sm text-stone-600 dark:text-stone-400">{t('editor.waitForUpload')}</p>}
        </div>
      </form>

      {book && (
        <section aria-labelledby="ebook-preview" className="mt-10">
          <h2 id="ebook-preview" className="mb-3 font-serif text-lg font-semibold">
            {t('editor.previewHeading')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['en', 'mm'] as const).map((lang) => (
              <EbookPreview
                key={lang}
                lang={lang}
                draft={draft}
                cover={draft.coverUploadId ? cover : null}
                pages={pdf?.pageCount ?? null}
              />
            ))}
          </div>
        </section>
      )}
    </div>
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
