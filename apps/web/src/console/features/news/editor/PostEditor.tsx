import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { formatDate } from '../../../../lib/format';
import { FormAlert, TextField } from '../../../../components/form';
import { ChevronIcon } from '../../../../components/icons';
import { ui } from '../../../../components/ui';
import { HttpError } from '../../../../lib/api/errors';
import { confirm } from '../../../../lib/confirm';
import { notify } from '../../../../lib/notify';
import { hasMyanmar, toUnicode } from '../../../../lib/zawgyi';
import { ConsoleTitle } from '../../../components/PageHeader';
import { useUnsavedChanges } from '../../../components/useUnsavedChanges';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode, notifyFailure } from '../../../lib/failure';
import { useStaffSession } from '../../../lib/session';
import { newsDeskApi, newsDeskKeys, newsDeskQueries } from '../api';
import { actionsFor, contentKey, draftOf, editorFields, emptyDraft, fieldOf, hasContent, langs, type Draft, type Lang } from '../content';
import { DELETED_POST_DAYS } from '@mahasi/contract/constants/staff-news';
import type { DeskPost } from '@mahasi/contract/staff-news';
import { DeskNav, PostStatusBadge, useCanPublish } from '../labels';
import { MyanmarTime } from '../../../components/MyanmarTime';
import { deskPagePaths } from '../paths';
import { CoverField } from './CoverField';
import { pastedText, TagInput, TextAreaField } from '../../../components/editor/fields';
import { CategoryPicker } from './CategoryPicker';
import { KeptCopy } from './Notices';
import { SaveIndicator } from '../../../records/SaveIndicator';
import { ZawgyiOffer } from '../../../components/editor/ZawgyiOffer';
import { ConflictNotice } from '../../../records/ConflictNotice';
import { PreviewDialog } from './PreviewDialog';
import { RevisionContent } from './RevisionContent';
import { RevisionsPanel } from '../../../records/RevisionsPanel';
import { RichTextEditor, type RichTextHandle } from '../../../components/editor/RichTextEditor';
import { ScheduleDialog } from './ScheduleDialog';
import { useRecordSaver, type FieldErrorsOf } from '../../../records/useRecordSaver';
import { deskFieldErrors } from '../../../lib/fieldErrors';
import { LanguageToggle } from '../../../components/editor/WideDialog';

type TextFieldName = 'titleEn' | 'titleMm' | 'summaryEn' | 'summaryMm' | 'bodyEn' | 'bodyMm' | 'author' | 'coverAltEn' | 'coverAltMm';
type Action = 'save' | 'submit' | 'publish' | 'schedule' | 'unpublish' | 'archive' | 'delete' | 'restore' | 'revision';
type Open = 'preview' | 'schedule' | 'revisions' | null;

const DAY = 24 * 60 * 60 * 1000;

/** The desk's own words for a refused post (its rules, `consoleNews:fields.*`). */
const postFieldErrors: FieldErrorsOf = (error, t, _ns, fields) => deskFieldErrors(error, t, fields);

/**
 * One post's editor: English and Myanmar side by side (a language switch on phones), the byline,
 * categories, tags and cover; autosave with its state, the conflict refusal, Zawgyi offered for
 * conversion, and the actions the role may take in the post's status.
 */
export function PostEditor({
  initial,
  kept,
  leaving,
  onDismissKept,
  onCreated,
  onReload,
  onReplaced,
}: {
  initial: DeskPost | null;
  /** The writer's text from before a conflict reload, to copy back. */
  kept: Draft | null;
  /** The page is moving to the new post's address: no unsaved-changes question for that. */
  leaving: boolean;
  onDismissKept: () => void;
  onCreated: (post: DeskPost) => void;
  /** Loads the newest saved post into a fresh editor, keeping `copy` on show. */
  onReload: (copy: Draft) => Promise<void>;
  /** The post was replaced on the server (a revision restored): a fresh editor from it. */
  onReplaced: (post: DeskPost) => void;
}) {
  const { t } = useTranslation('consoleNews');
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const canPublish = useCanPublish();
  const categories = useQuery(newsDeskQueries.categories());
  const tags = useQuery({ ...newsDeskQueries.tags(), enabled: canPublish });

  const [offer, setOffer] = useState<{ field: TextFieldName; pasted: string; converted: string } | null>(null);
  const [tab, setTab] = useState<Lang>(() => (initial && !initial.titleEn && initial.titleMm ? 'mm' : 'en'));
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [reloading, setReloading] = useState(false);
  const [cover, setCover] = useState<Image | null>(initial?.cover ?? null);
  const bodies = useRef<Record<Lang, RichTextHandle | null>>({ en: null, mm: null });

  const author = staff?.fullName ?? '';
  // A post is written as it is saved: autosave paced while typing, waiting offline, creating the post
  // once it has content of its own.
  const saver = useRecordSaver<DeskPost, Draft>({
    initial,
    draftOf,
    empty: () => emptyDraft(author),
    create: newsDeskApi.create,
    save: newsDeskApi.save,
    ns: 'consoleNews',
    fields: editorFields,
    hold: offer !== null,
    editable: (post) => actionsFor(post?.status ?? null, canPublish).edit,
    onCreated,
    pace: 'paced',
    offline: 'wait',
    autosaveNew: (content) => hasContent(content, author),
    keyOf: contentKey,
    fieldErrors: postFieldErrors,
  });
  const { draft, record: post, errors } = saver;
  const current = post?.status ?? null;
  const can = actionsFor(current, canPublish);
  const readOnly = !can.edit;
  useUnsavedChanges((saver.changed || saver.saving) && !leaving);

  const label = (field: string) => t(`fields.${field}`);

  /** Pasted Myanmar text that converts is offered for conversion (the project's detector decides). */
  const check = async (field: TextFieldName, text: string) => {
    if (!hasMyanmar(text)) return;
    const converted = await toUnicode(text);
    if (converted !== text) setOffer({ field, pasted: text, converted });
  };
  const onPaste = (field: TextFieldName) => (event: ClipboardEvent) => void check(field, pastedText(event));

  const convert = () => {
    if (!offer) return;
    if (offer.field === 'bodyEn' || offer.field === 'bodyMm') {
      bodies.current[offer.field === 'bodyEn' ? 'en' : 'mm']?.convertZawgyi(offer.pasted, offer.converted);
    } else {
      saver.update({ [offer.field]: draft[offer.field].split(offer.pasted).join(offer.converted) });
    }
    setOffer(null);
    notify.success(t('zawgyi.converted'));
  };

  const afterChange = () => void queryClient.invalidateQueries({ queryKey: newsDeskKeys.lists() });

  /** Saves what changed, then runs the action from the version saved; says how it went. */
  const run = async (action: Action, work: (post: DeskPost) => Promise<DeskPost>) => {
    setBusy(action);
    try {
      await saver.act(work);
      notify.success(t(`actions.${action}.success`));
      afterChange();
      return true;
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) return false;
      if (error instanceof HttpError && error.status === 422) notify.error(t('editor.checkFields'));
      else notifyFailure(t(`actions.${action}.failed`), error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveNow = async (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || offer) return;
    setBusy('save');
    try {
      await saver.save(false);
      notify.success(t('actions.save.success'));
      afterChange();
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) return;
      if (error instanceof HttpError && error.status === 422) notify.error(t('editor.checkFields'));
      else notifyFailure(t('actions.save.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  const confirmed = (action: 'publish' | 'unpublish' | 'archive' | 'delete' | 'submit') =>
    confirm({
      title: t(`actions.${action}.confirmTitle`),
      message: t(`actions.${action}.confirmText`, { days: DELETED_POST_DAYS }),
      confirmText: t(`actions.${action}.label`),
    });

  const move = async (action: 'submit' | 'unpublish' | 'archive' | 'delete' | 'restore') => {
    if (action !== 'restore' && !(await confirmed(action))) return;
    await run(action, (p) => newsDeskApi.move(action, p.id, p.version));
  };

  const publishNow = async () => {
    if (!(await confirmed('publish'))) return;
    await run('publish', (p) => newsDeskApi.publish(p.id, p.version));
  };

  const loadTheirs = async () => {
    setReloading(true);
    try {
      await onReload(draft);
    } catch (error) {
      notifyFailure(t('conflict.loadFailed'), error);
    } finally {
      setReloading(false);
    }
  };

  const textField = (field: 'titleEn' | 'titleMm', lang: Lang) => (
    <TextField
      label={label(field)}
      lang={lang === 'mm' ? 'my' : 'en'}
      value={draft[field]}
      maxLength={300}
      readOnly={readOnly}
      error={errors[field]}
      onChange={(event) => saver.update({ [field]: event.target.value })}
      onPaste={onPaste(field)}
      className="[&_input]:font-serif [&_input]:text-lg"
    />
  );

  // Nothing is saved or published while a conflict or a Zawgyi question waits for the writer.
  const blocked = busy !== null || saver.conflict !== null || offer !== null;
  const heading = post ? t('editor.editTitle') : t('editor.newTitle');
  const busyLabel = (action: Action, text: string) => (busy === action ? t('console:actions.saving') : text);
  // Compact on phones: the action bar's buttons fit on one or two rows.
  const secondary = `${ui.buttonSecondary} px-3.5 py-2 sm:px-4`;
  const primary = `${ui.buttonPrimary} px-3.5 py-2 sm:px-4`;

  return (
    <div className="pb-4">
      <ConsoleTitle title={heading} />
      <Link to={deskPagePaths.list} className={`${ui.link} mb-4 inline-flex items-center gap-1 text-sm`}>
        <ChevronIcon direction="left" width={16} height={16} />
        {t('editor.back')}
      </Link>
      <header className="mb-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">
            {heading}
            {post && <PostStatusBadge post={post} />}
          </h1>
          {post && (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {t('editor.updated')} <MyanmarTime iso={post.updatedAt} />
              {post.updatedByName && ` · ${t('by', { name: post.updatedByName })}`}
              {post.authorStaffName && ` · ${t('editor.owner', { name: post.authorStaffName })}`}
            </p>
          )}
        </div>
        {post && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondary} onClick={() => setOpen('revisions')}>
              {t('revisions.open')}
            </button>
            {can.unpublish && (
              <button type="button" className={secondary} disabled={busy !== null} onClick={() => void move('unpublish')}>
                {busyLabel('unpublish', t('actions.unpublish.label'))}
              </button>
            )}
            {can.archive && (
              <button type="button" className={secondary} disabled={busy !== null} onClick={() => void move('archive')}>
                {busyLabel('archive', t('actions.archive.label'))}
              </button>
            )}
            {can.delete && (
              <button
                type="button"
                className={`${secondary} text-maroon-700 dark:text-maroon-200`}
                disabled={busy !== null}
                onClick={() => void move('delete')}
              >
                {busyLabel('delete', t('actions.delete.label'))}
              </button>
            )}
            {can.restore && (
              <button type="button" className={primary} disabled={busy !== null} onClick={() => void move('restore')}>
                {busyLabel('restore', t('actions.restore.label'))}
              </button>
            )}
          </div>
        )}
      </header>
      <DeskNav />

      {saver.conflict && (
        <ConflictNotice ns="consoleNews" conflict={saver.conflict} loading={reloading} onLoadTheirs={() => void loadTheirs()} />
      )}
      {kept && <KeptCopy copy={kept} onDismiss={onDismissKept} />}
      {offer && <ZawgyiOffer field={label(offer.field)} onConvert={convert} onKeep={() => setOffer(null)} />}
      {readOnly && post && (
        <p
          role="note"
          className="mb-4 rounded-xl border border-sand-200 bg-white/80 px-4 py-3 text-sm dark:border-night-700 dark:bg-night-900"
        >
          {current === 'deleted' && post.deletedAt
            ? t('editor.inBin', { date: formatDate(new Date(new Date(post.deletedAt).getTime() + DELETED_POST_DAYS * DAY).toISOString()) })
            : t('editor.readOnly')}
        </p>
      )}
      {errors.form && <FormAlert>{errors.form}</FormAlert>}

      <form id="post-form" onSubmit={(event) => void saveNow(event)} noValidate>
        <div className="mb-4 lg:hidden">
          <LanguageToggle
            label={t('editor.languageTabs')}
            value={tab}
            options={langs.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
            onChange={setTab}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {langs.map((lang) => {
            const summary = fieldOf('summary', lang);
            const body = fieldOf('body', lang);
            return (
              <section
                key={lang}
                aria-labelledby={`lang-${lang}`}
                className={`${ui.card} min-w-0 space-y-4 p-4 sm:p-5 ${lang === tab ? '' : 'hidden lg:block'}`}
              >
                <h2 id={`lang-${lang}`} className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">
                  {t(`language.${lang}`)}
                </h2>
                {textField(fieldOf('title', lang), lang)}
                <TextAreaField
                  label={label(summary)}
                  hint={t('editor.summaryHint')}
                  lang={lang === 'mm' ? 'my' : 'en'}
                  rows={3}
                  maxLength={600}
                  readOnly={readOnly}
                  value={draft[summary]}
                  error={errors[summary]}
                  onChange={(event) => saver.update({ [summary]: event.target.value })}
                  onPaste={onPaste(summary)}
                />
                <RichTextEditor
                  ref={(handle) => {
                    bodies.current[lang] = handle;
                  }}
                  lang={lang}
                  label={label(body)}
                  initial={draft[body]}
                  readOnly={readOnly}
                  error={errors[body]}
                  onChange={(html) => saver.update({ [body]: html })}
                  onNormalised={(html) => saver.normalise(body, html)}
                  onPasteText={(text) => void check(body, text)}
                />
              </section>
            );
          })}
        </div>

        <section aria-labelledby="post-details" className={`${ui.card} mt-6 grid gap-6 p-4 sm:p-5 lg:grid-cols-2`}>
          <h2 id="post-details" className="font-serif text-lg font-semibold text-maroon-800 lg:col-span-2 dark:text-sand-50">
            {t('editor.details')}
          </h2>
          <div className="min-w-0 space-y-5">
            <TextField
              label={label('author')}
              hint={t('editor.authorHint')}
              value={draft.author}
              maxLength={120}
              readOnly={readOnly}
              error={errors.author}
              onChange={(event) => saver.update({ author: event.target.value })}
              onPaste={onPaste('author')}
            />
            <CategoryPicker
              categories={categories.data}
              value={draft.categoryIds}
              disabled={readOnly}
              error={errors.categoryIds}
              onChange={(categoryIds) => saver.update({ categoryIds })}
            />
            <TagInput
              value={draft.tagList}
              disabled={readOnly}
              error={errors.tagList}
              suggestions={(tags.data ?? []).map((tag) => tag.name)}
              onChange={(tagList) => saver.update({ tagList })}
            />
          </div>
          <div className="min-w-0 space-y-5">
            <CoverField
              draft={draft}
              image={cover}
              errors={errors}
              readOnly={readOnly}
              onCover={(coverUploadId, image) => {
                setCover(image);
                saver.update({ coverUploadId });
              }}
              onChange={saver.update}
              onPaste={(field, event) => onPaste(field)(event)}
            />
            {post && (post.status === 'published' || post.status === 'archived' || post.viewCount > 0) && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {post.publicDate && (
                  <>
                    <dt className="font-semibold text-stone-700 dark:text-stone-300">
                      {post.status === 'scheduled' ? t('scheduledFor') : t('columns.published')}
                    </dt>
                    <dd>
                      <MyanmarTime iso={post.publicDate} />
                    </dd>
                  </>
                )}
                <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('columns.views')}</dt>
                <dd>{post.viewCount}</dd>
                <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('columns.likes')}</dt>
                <dd>{post.likeCount}</dd>
              </dl>
            )}
            {post?.status === 'scheduled' && post.publicDate && (
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {t('scheduledFor')} <MyanmarTime iso={post.publicDate} />
              </p>
            )}
          </div>
        </section>

        <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8 dark:border-night-700 dark:bg-night-950/95">
          <SaveIndicator ns="consoleNews" state={saver.state} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondary} onClick={() => setOpen('preview')}>
              {t('preview.open')}
            </button>
            {can.edit && (
              <button type="submit" className={secondary} disabled={blocked || !saver.changed} aria-busy={busy === 'save' || undefined}>
                {busyLabel('save', t('actions.save.label'))}
              </button>
            )}
            {can.submit && (
              <button type="button" className={primary} disabled={blocked} onClick={() => void move('submit')}>
                {busyLabel('submit', t('actions.submit.label'))}
              </button>
            )}
            {can.schedule && (
              <button type="button" className={secondary} disabled={blocked} onClick={() => setOpen('schedule')}>
                {current === 'scheduled' ? t('actions.schedule.change') : t('actions.schedule.label')}
              </button>
            )}
            {can.publish && (
              <button type="button" className={primary} disabled={blocked} onClick={() => void publishNow()}>
                {busyLabel('publish', t('actions.publish.label'))}
              </button>
            )}
          </div>
        </div>
      </form>

      {open === 'preview' && (
        <PreviewDialog
          draft={draft}
          cover={draft.coverUploadId !== null ? cover : null}
          categories={categories.data ?? []}
          status={current}
          publicDate={post?.publicDate ?? null}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'schedule' && (
        <ScheduleDialog
          current={post?.status === 'scheduled' ? post.publicDate : null}
          onClose={() => setOpen(null)}
          onSchedule={async (at) => {
            if (await run('schedule', (p) => newsDeskApi.publish(p.id, p.version, at))) setOpen(null);
          }}
        />
      )}
      {open === 'revisions' && post && (
        <RevisionsPanel
          frame="dialog"
          words="consoleNews:revisions"
          current="version"
          pick="newest"
          queryKey={newsDeskKeys.post(post.id)}
          version={post.version}
          load={() => newsDeskApi.revisions(post.id)}
          loadOne={(revisionId) => newsDeskApi.revision(post.id, revisionId)}
          show={(revision) => <RevisionContent key={revision.id} revision={revision} />}
          canRestore={can.edit}
          onClose={() => setOpen(null)}
          onRestore={async (revision) => {
            setBusy('revision');
            try {
              const restored = await saver.act((p) => newsDeskApi.restoreRevision(p.id, revision.id, p.version));
              notify.success(t('actions.revision.success'));
              afterChange();
              setOpen(null);
              onReplaced(restored);
            } catch (error) {
              if (!isCode(error, StaffRespCode.EDIT_CONFLICT)) notifyFailure(t('actions.revision.failed'), error);
              else setOpen(null);
            } finally {
              setBusy(null);
            }
          }}
        />
      )}
    </div>
  );
}
