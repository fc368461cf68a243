import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useNow } from '../../../lib/now';
import { BulkBar, selectColumn, useRowSelection } from '../../components/BulkBar';
import { type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { DateFilter, FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { pageRequest, useListParams } from '../../components/useListParams';
import { staffPeopleQuery } from '../../lib/api';
import { notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { newsDeskApi, newsDeskKeys, newsDeskQueries, type BulkResult } from './api';
import { bulkActionsFor, titleFor } from './content';
import { deskSortKeys, deskStatuses, type DeskBulkAction as BulkAction, type DeskStatus } from '@mahasi/contract/constants/staff-news';
import type { DeskPostFilter, DeskPostRow } from '@mahasi/contract/staff-news';
import { DeskNav, PostStatusBadge, shownStatus, useCanPublish } from './labels';
import { MyanmarTime } from '../../components/MyanmarTime';
import { deskPagePaths } from './paths';
import { failureReason } from './reasons';
import { PagedTable } from '../../components/PagedTable';
import { RecordListEmpty, titleColumn, updatedColumn } from '../../records/recordList';

const PAGE_SIZE = 20;
const filterKeys = ['status', 'author', 'category', 'language', 'from', 'to'] as const;

const pillClass = (active: boolean) =>
  `inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
    active
      ? 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-500 dark:bg-saffron-500 dark:text-night-950'
      : 'border-sand-200 bg-white text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200 dark:hover:border-saffron-400'
  }`;

/** The statuses as a row of buttons: every post but the bin, each status, and the bin. */
function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('consoleNews');
  const options = ['', ...deskStatuses];
  return (
    <div role="group" aria-label={t('filters.status')} className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {options.map((status) => (
        <button
          key={status || 'all'}
          type="button"
          aria-pressed={value === status}
          className={pillClass(value === status)}
          onClick={() => onChange(status)}
        >
          {status ? t(`statusFilter.${status}`) : t('statusFilter.all')}
        </button>
      ))}
    </div>
  );
}

/** The staff to filter by: every staff member for admins (who may list them); others pick from the authors shown. */
function useAuthorOptions(rows: readonly DeskPostRow[] | undefined, selected: string) {
  const { staff } = useStaffSession();
  const isAdmin = staff?.role === 'admin';
  const people = useQuery({ ...staffPeopleQuery([...newsDeskKeys.all, 'staff']), enabled: isAdmin });
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());
  // The authors of the rows shown are remembered, so a chosen author stays in the list while filtered.
  const fresh = (rows ?? []).filter((row) => row.authorStaffId !== null && row.authorStaffName && !seen.has(row.authorStaffId));
  if (fresh.length) {
    const next = new Map(seen);
    for (const row of fresh) next.set(row.authorStaffId!, row.authorStaffName!);
    setSeen(next);
  }
  const names = new Map<number, string>(seen);
  if (staff) names.set(staff.id, staff.fullName);
  for (const account of people.data?.dataList ?? []) names.set(account.id, account.fullName || account.email);
  const options = [...names.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name }));
  if (selected && !names.has(Number(selected))) options.push({ value: selected, label: `#${selected}` });
  return options;
}

/** /admin/news: every post of the desk (an author's own), filtered, sorted and paged, with bulk actions. */
export default function PostListPage() {
  const { t, i18n } = useTranslation('consoleNews');
  const queryClient = useQueryClient();
  const canPublish = useCanPublish();
  const now = useNow();
  const list = useListParams({ filters: filterKeys, sortBy: 'updated_at', orderBy: 'DESC' });
  const { params } = list;
  const { status, author, category, language, from, to } = params.filters;

  const filter = useMemo<DeskPostFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: (deskStatuses as readonly string[]).includes(status) ? (status as DeskStatus) : undefined,
        authorStaffId: Number(author) > 0 ? Number(author) : undefined,
        categoryId: Number(category) > 0 ? Number(category) : undefined,
        language: language === 'en' || language === 'mm' ? language : undefined,
        from: from || undefined,
        to: to || undefined,
      },
      ...pageRequest(params, deskSortKeys, 'updated_at', PAGE_SIZE),
    }),
    [params, status, author, category, language, from, to],
  );
  const query = useQuery(newsDeskQueries.list(filter));
  const categories = useQuery(newsDeskQueries.categories());
  const page = query.data;
  const rows = query.isError ? [] : page?.dataList;
  const authorOptions = useAuthorOptions(page?.dataList, author);

  const categoryName = useMemo(() => {
    const names = new Map<number, string>();
    for (const c of categories.data ?? []) names.set(c.id, (i18n.language === 'mm' ? c.nameMm : c.nameEn) || c.nameEn || c.nameMm);
    return names;
  }, [categories.data, i18n.language]);

  // Selection belongs to the page of the list it was made on.
  const selection = useRowSelection(JSON.stringify(filter));
  const selected = selection.selected;
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [result, setResult] = useState<{ action: BulkAction; result: BulkResult; titles: Map<number, string> } | null>(null);

  const titleText = (row: DeskPostRow) => titleFor(row, i18n.language)?.text ?? t('untitled', { id: row.id });

  const runBulk = async (action: BulkAction) => {
    const ids = [...selected];
    if (action !== 'restore') {
      const accepted = await confirm({
        title: t(`bulk.${action}.confirmTitle`, { count: ids.length }),
        message: t(`bulk.${action}.confirmText`, { count: ids.length }),
        confirmText: t(`bulk.${action}.submit`),
      });
      if (!accepted) return;
    }
    const titles = new Map((rows ?? []).filter((row) => selected.has(row.id)).map((row) => [row.id, titleText(row)]));
    setBusy(action);
    try {
      const outcome = await newsDeskApi.bulk(ids, action);
      setResult({ action, result: outcome, titles });
      selection.set(outcome.failed.map((failure) => failure.id));
      if (outcome.done.length) notify.success(t(`bulk.${action}.success`, { count: outcome.done.length }));
      if (outcome.failed.length) notify.warning(t('bulk.someFailed', { count: outcome.failed.length }));
      void queryClient.invalidateQueries({ queryKey: newsDeskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: newsDeskKeys.categories() });
    } catch (error) {
      notifyFailure(t(`bulk.${action}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  const untitled = (id: number) => t('untitled', { id });
  const columns: Column<DeskPostRow>[] = [
    selectColumn<DeskPostRow>(selection, t('columns.select'), titleText),
    titleColumn<DeskPostRow>(t('columns.title'), untitled, (row) => ({
      to: deskPagePaths.edit(row.id),
      title: titleFor(row, i18n.language),
      under: (
        <span className="mt-1 flex flex-wrap gap-1">
          <span className="sr-only">{t('languagesLabel')}:</span>
          {row.languages.length === 0 ? (
            <span className="text-xs text-stone-600 dark:text-stone-400">{t('noLanguage')}</span>
          ) : (
            row.languages.map((lang) => (
              <span
                key={lang}
                className="rounded border border-sand-200 px-1.5 text-xs font-semibold text-stone-700 dark:border-night-700 dark:text-stone-300"
                title={t(`language.${lang}`)}
              >
                {t(`languageShort.${lang}`)}
              </span>
            ))
          )}
        </span>
      ),
    })),
    { key: 'status', header: t('columns.status'), cell: (row) => <PostStatusBadge post={row} /> },
    { key: 'author', header: t('columns.author'), cell: (row) => row.authorStaffName ?? '—' },
    {
      key: 'categories',
      header: t('columns.categories'),
      cell: (row) =>
        row.categoryIds.length ? (
          row.categoryIds.map((id) => categoryName.get(id) ?? `#${id}`).join(', ')
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('none')}</span>
          </>
        ),
    },
    updatedColumn<DeskPostRow>(t('columns.updatedZone'), t),
    {
      key: 'published',
      header: t('columns.publishedZone'),
      sortKey: 'public_date',
      className: 'text-sm',
      cell: (row) =>
        row.status === 'deleted' && row.deletedAt ? (
          <>
            <span className="block text-stone-600 dark:text-stone-400">{t('binnedAt')}</span>
            <MyanmarTime iso={row.deletedAt} compact />
          </>
        ) : row.publicDate ? (
          <>
            {row.status === 'scheduled' && <span className="block text-stone-600 dark:text-stone-400">{t('scheduledFor')}</span>}
            {shownStatus(row, now) === 'publishedLater' && (
              <span className="block text-stone-600 dark:text-stone-400">{t('publicFrom')}</span>
            )}
            <MyanmarTime iso={row.publicDate} compact />
          </>
        ) : (
          <span className="text-stone-600 dark:text-stone-400">{t('notPublished')}</span>
        ),
    },
    { key: 'views', header: t('columns.views'), sortKey: 'view_count', className: 'text-right tabular-nums', cell: (row) => row.viewCount },
    { key: 'likes', header: t('columns.likes'), sortKey: 'like_count', className: 'text-right tabular-nums', cell: (row) => row.likeCount },
  ];

  const actions = bulkActionsFor(canPublish);

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={canPublish ? t('description') : t('descriptionAuthor')}
        actions={
          <Link to={deskPagePaths.create} className={ui.buttonPrimary}>
            <PlusIcon />
            {t('newPost')}
          </Link>
        }
      />
      <DeskNav />
      <StatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
      <ListToolbar>
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={params.text} onSearch={list.setText} />
        {canPublish && (
          <FilterSelect
            label={t('filters.author')}
            value={author}
            onChange={(value) => list.setFilter('author', value)}
            allLabel={t('filters.everyone')}
            options={authorOptions}
          />
        )}
        <FilterSelect
          label={t('filters.category')}
          value={category}
          onChange={(value) => list.setFilter('category', value)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: categoryName.get(c.id) ?? c.nameEn }))}
        />
        <FilterSelect
          label={t('filters.language')}
          value={language}
          onChange={(value) => list.setFilter('language', value)}
          options={(['en', 'mm'] as const).map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
        />
        <DateFilter label={t('filters.from')} value={from} max={to || undefined} onChange={(value) => list.setFilter('from', value)} />
        <DateFilter label={t('filters.to')} value={to} min={from || undefined} onChange={(value) => list.setFilter('to', value)} />
      </ListToolbar>

      <BulkBar
        rowIds={rows?.map((row) => row.id)}
        selection={selection}
        actions={actions.map((action) => ({ action, label: t(`bulk.${action}.submit`) }))}
        busy={busy}
        onRun={(action) => void runBulk(action)}
        texts={{ group: t('bulk.label'), selectAll: t('selectAll'), selected: (count) => t('bulk.selected', { count }) }}
      />

      {result && (
        <div
          role="status"
          className="mb-4 rounded-xl border border-sand-200 bg-white/80 px-4 py-3 text-sm dark:border-night-700 dark:bg-night-900"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-semibold text-ink-900 dark:text-sand-50">
              {t('bulk.outcome', { done: result.result.done.length, failed: result.result.failed.length })}
            </p>
            <button type="button" className={ui.link} onClick={() => setResult(null)}>
              {t('bulk.dismiss')}
            </button>
          </div>
          {result.result.failed.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
              {result.result.failed.map((failure) => (
                <li key={failure.id}>
                  <span className="font-semibold">{result.titles.get(failure.id) ?? `#${failure.id}`}</span>:{' '}
                  {failureReason(failure.respMsg, t)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <PagedTable
        ns="consoleNews"
        columns={columns}
        query={query}
        list={list}
        rows={rows}
        rowKey={(row) => row.id}
        sortable
        empty={<RecordListEmpty text={t('empty')} to={deskPagePaths.create} action={t('emptyAction')} />}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
