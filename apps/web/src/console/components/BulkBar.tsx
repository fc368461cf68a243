import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ui } from '../../components/ui';
import { confirm } from '../../lib/confirm';
import { notify } from '../../lib/notify';
import { notifyFailure } from '../lib/failure';
import type { BulkAction, BulkRefusal, RecordBulkResult } from '../lib/records';
import type { Column } from './DataTable';

const checkboxClass = 'h-5 w-5 accent-maroon-700 dark:accent-saffron-500';

/**
 * The rows chosen on one page of a list. A selection belongs to the page it was made on (its
 * filter, sort and page number as `pageKey`): moving to another page or filter starts afresh.
 */
export function useRowSelection(pageKey: string) {
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: pageKey, ids: new Set() });
  const selected = selection.key === pageKey ? selection.ids : new Set<number>();
  const set = (ids: Iterable<number>) => setSelection({ key: pageKey, ids: new Set(ids) });
  return {
    selected,
    toggle(id: number, on: boolean) {
      const ids = new Set(selected);
      if (on) ids.add(id);
      else ids.delete(id);
      set(ids);
    },
    set,
    clear: () => set([]),
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;

/** The first column of a list with bulk actions: one checkbox per row, named by the row's title. */
export function selectColumn<T extends { id: number }>(selection: RowSelection, header: string, titleOf: (row: T) => string): Column<T> {
  return {
    key: 'select',
    header,
    hiddenHeader: true,
    className: 'w-10',
    cell: (row) => (
      <RowCheckbox checked={selection.selected.has(row.id)} title={titleOf(row)} onChange={(on) => selection.toggle(row.id, on)} />
    ),
  };
}

function RowCheckbox({ checked, title, onChange }: { checked: boolean; title: string; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('consoleRecords');
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t('bulk.selectRow', { title })}
    />
  );
}

/** One action the bar offers: its label, and whether it removes something (shown in red, asked first). */
export interface BulkBarAction<A extends string = BulkAction> {
  action: A;
  label: string;
  /** Why it cannot be done to the chosen rows (a protected record is among them): the button is disabled and this is said. */
  unavailable?: string;
}

/**
 * Above a list: "Select all on this page" (checked, unchecked or mixed), and once something is
 * chosen, how many and the actions for them. Native checkboxes and buttons: Tab and Space work.
 */
export function BulkBar<A extends string = BulkAction>({
  rowIds,
  selection,
  actions,
  busy,
  onRun,
  texts = {},
}: {
  /** The ids of the rows on the page (undefined while it loads). */
  rowIds: readonly number[] | undefined;
  selection: RowSelection;
  actions: readonly BulkBarAction<A>[];
  busy: A | null;
  onRun: (action: A) => void;
  /** A desk's own words for its records ("posts"). */
  texts?: { group?: string; selectAll?: string; selected?: (count: number) => string };
}) {
  const { t } = useTranslation('consoleRecords');
  const all = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const count = selection.selected.size;
  const reasons = [...new Set(actions.map((a) => a.unavailable).filter((reason): reason is string => Boolean(reason)))];
  const onPage = rowIds ?? [];
  const allOn = onPage.length > 0 && onPage.every((id) => selection.selected.has(id));
  const some = !allOn && onPage.some((id) => selection.selected.has(id));
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  return (
    <div className="mb-3 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700 dark:text-stone-200">
        <input
          ref={all}
          type="checkbox"
          className={checkboxClass}
          checked={allOn}
          disabled={!onPage.length}
          onChange={(event) => selection.set(event.target.checked ? onPage : [])}
        />
        {texts.selectAll ?? t('bulk.selectAll')}
      </label>
      <span className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
        {count > 0 ? (texts.selected?.(count) ?? t('bulk.selected', { count })) : ''}
      </span>
      {count > 0 && (
        <div role="group" aria-label={texts.group ?? t('bulk.label')} className="flex flex-wrap items-center gap-2">
          {actions.map(({ action, label, unavailable }) => (
            <button
              key={action}
              type="button"
              disabled={busy !== null || Boolean(unavailable)}
              aria-describedby={unavailable ? `${noteId}-${reasons.indexOf(unavailable)}` : undefined}
              aria-busy={busy === action || undefined}
              onClick={() => onRun(action)}
              className={`${ui.buttonSecondary} px-4 py-1.5 ${action === 'delete' ? 'text-maroon-700 dark:text-maroon-200' : ''}`}
            >
              {busy === action ? t('console:actions.saving') : label}
            </button>
          ))}
          <button type="button" className={`${ui.link} text-sm`} onClick={selection.clear}>
            {t('bulk.clear')}
          </button>
        </div>
      )}
      {count > 0 &&
        reasons.map((reason, index) => (
          <p key={reason} id={`${noteId}-${index}`} className="w-full text-sm text-stone-700 dark:text-stone-300">
            {reason}
          </p>
        ))}
    </div>
  );
}

/** Why one record was not changed, in the reader's language (the code its single action would have answered). */
export function refusalReason(refusal: BulkRefusal, t: TFunction, fieldLabel: (field: string) => string): string {
  switch (refusal.respCode) {
    case '0422': {
      const fields = (refusal.errors ?? []).map((error) => fieldLabel(error.field) || error.message);
      return fields.length ? t('consoleRecords:bulk.reasons.notReady', { fields: fields.join(', ') }) : refusal.respMsg;
    }
    case '0108':
    case '0111':
      return t(`console:codes.${refusal.respCode}`);
    case '0403':
    case '0404':
      return t(`errors:codes.${refusal.respCode}`);
    default:
      return refusal.respMsg;
  }
}

export interface BulkOutcomeState {
  action: BulkAction;
  result: RecordBulkResult;
  /** The titles of the records chosen, as the list showed them. */
  titles: Map<number, string>;
}

/** What a bulk action did: how many changed, and each record refused with its reason. */
export function BulkOutcome({
  outcome,
  fieldLabel,
  onDismiss,
}: {
  outcome: BulkOutcomeState;
  fieldLabel: (field: string) => string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('consoleRecords');
  const { result, titles } = outcome;
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-sand-200 bg-white/80 px-4 py-3 text-sm dark:border-night-700 dark:bg-night-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-ink-900 dark:text-sand-50">
          {t(`bulk.${outcome.action}.done`, { count: result.changed })}
          {result.refused.length > 0 && ` ${t('bulk.refused', { count: result.refused.length })}`}
        </p>
        <button type="button" className={ui.link} onClick={onDismiss}>
          {t('bulk.dismiss')}
        </button>
      </div>
      {result.refused.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
          {result.refused.map((refusal) => (
            <li key={refusal.id}>
              <span className="font-semibold">{titles.get(refusal.id) ?? `#${refusal.id}`}</span>: {refusalReason(refusal, t, fieldLabel)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Runs a bulk action on the selected rows: asks first when it takes records off the site or into
 * the bin, says what changed, keeps the refused rows selected, and lets the list reload.
 */
export function useBulkAction({
  selection,
  titleOf,
  run,
  onChanged,
}: {
  selection: RowSelection;
  titleOf: (id: number) => string;
  run: (ids: number[], action: BulkAction) => Promise<RecordBulkResult>;
  onChanged: () => void;
}) {
  const { t } = useTranslation('consoleRecords');
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcomeState | null>(null);

  const start = async (action: BulkAction) => {
    const ids = [...selection.selected];
    if (!ids.length) return;
    if (action === 'delete' || action === 'unpublish') {
      const accepted = await confirm({
        title: t(`bulk.${action}.confirmTitle`, { count: ids.length }),
        message: t(`bulk.${action}.confirmText`, { count: ids.length }),
        confirmText: t(`bulk.${action}.submit`),
      });
      if (!accepted) return;
    }
    const titles = new Map(ids.map((id) => [id, titleOf(id)]));
    setBusy(action);
    try {
      const result = await run(ids, action);
      setOutcome({ action, result, titles });
      selection.set(result.refused.map((refusal) => refusal.id));
      if (result.changed) notify.success(t(`bulk.${action}.done`, { count: result.changed }));
      if (result.refused.length) notify.warning(t('bulk.refused', { count: result.refused.length }));
      onChanged();
    } catch (error) {
      notifyFailure(t(`bulk.${action}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  return { busy, outcome, start: (action: BulkAction) => void start(action), dismiss: () => setOutcome(null) };
}
