import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currencies, formatMoney, parseMoney, type CurrencyCode } from '@mahasi/contract/money';
import { FormAlert, TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { notify } from '../../../lib/notify';
import { DataTable, type Column } from '../../components/DataTable';
import { FormDialog, DialogButtons } from '../../components/FormDialog';
import { SelectField } from '../../components/FormField';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { notifyFailure } from '../../lib/failure';
import { recordFieldErrors, type RecordFieldErrors } from '../../lib/recordErrors';
import { MyanmarTime } from '../../components/MyanmarTime';
import { feeApi, feeKeys, feeQueries } from './api';
import { feePlatforms, feeStatuses } from '@mahasi/contract/constants/staff-fees';
import type { DeskCommissionFee, DeskTransactionFee, FeePlatform, FeeStatus } from '@mahasi/contract/staff-fees';

type Dialog = { kind: 'transaction'; record?: DeskTransactionFee } | { kind: 'commission'; record?: DeskCommissionFee } | null;

/** 250 basis points → '2.5'. */
const percentText = (basisPoints: number) => String(basisPoints / 100);
/** '2.5' → 250 basis points; undefined when it is not a percentage with at most two decimals. */
function parsePercent(text: string): number | undefined {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('consoleFees');
  const active = status === '0';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        active
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800'
          : 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-200 dark:ring-night-700'
      }`}
    >
      {t(`statuses.${active ? '0' : '1'}`)}
    </span>
  );
}

/** A fee record's form: a transaction fee (an amount per order) or a commission (a percentage). */
function FeeDialog({ dialog, onClose, onSaved }: { dialog: NonNullable<Dialog>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consoleFees');
  const commission = dialog.kind === 'commission';
  const record = dialog.record;
  const start = {
    currency: (record?.currency ?? 'MMK') as CurrencyCode,
    status: (record?.status ?? '0') as FeeStatus,
    platformType: ((record as DeskCommissionFee | undefined)?.platformType ?? 'web') as FeePlatform,
    amount: record
      ? commission
        ? percentText((record as DeskCommissionFee).appCommissionFee)
        : String((record as DeskTransactionFee).transactionFee / 100)
      : '',
  };
  const [fields, setFields] = useState(start);
  const [errors, setErrors] = useState<RecordFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const amountField = commission ? 'appCommissionFee' : 'transactionFee';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = commission ? parsePercent(fields.amount) : parseMoney(fields.amount);
    if (amount === undefined) return setErrors({ [amountField]: t(commission ? 'form.percentInvalid' : 'form.amountInvalid') });
    setSaving(true);
    try {
      if (commission)
        await feeApi.saveCommission(record?.id, {
          currency: fields.currency,
          status: fields.status,
          platformType: fields.platformType,
          appCommissionFee: amount,
        });
      else await feeApi.saveTransaction(record?.id, { currency: fields.currency, status: fields.status, transactionFee: amount });
      notify.success(fields.status === '0' ? t('form.savedActive') : t('form.saved'));
      onSaved();
    } catch (error) {
      const fieldErrors = recordFieldErrors(error, t, 'consoleFees', ['currency', 'status', 'platformType', amountField]);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(t('form.failed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      dirty={JSON.stringify(fields) !== JSON.stringify(start)}
      title={t(`form.${record ? 'edit' : 'new'}.${dialog.kind}`)}
      description={t('form.activeNote')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <SelectField
          label={t('fields.currency')}
          value={fields.currency}
          error={errors.currency}
          onChange={(event) => setFields({ ...fields, currency: event.target.value as CurrencyCode })}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
        {commission && (
          <SelectField
            label={t('fields.platformType')}
            value={fields.platformType}
            error={errors.platformType}
            onChange={(event) => setFields({ ...fields, platformType: event.target.value as FeePlatform })}
            options={feePlatforms.map((key) => ({ value: key, label: t(`platforms.${key}`) }))}
          />
        )}
        <TextField
          label={t(`fields.${amountField}`)}
          hint={commission ? t('form.percentHint') : t('form.amountHint', { currency: fields.currency })}
          inputMode="decimal"
          value={fields.amount}
          error={errors[amountField]}
          onChange={(event) => {
            setFields({ ...fields, amount: event.target.value });
            setErrors({});
          }}
          autoFocus
        />
        <SelectField
          label={t('fields.status')}
          value={fields.status}
          error={errors.status}
          onChange={(event) => setFields({ ...fields, status: event.target.value as FeeStatus })}
          options={feeStatuses.map((key) => ({ value: key, label: t(`statuses.${key}`) }))}
        />
        <DialogButtons saving={saving} savingText={t('console:actions.saving')}>
          {t('form.save')}
        </DialogButtons>
      </form>
    </FormDialog>
  );
}

/** /admin/fees (store and admins): the transaction and commission fee records checkout charges. */
export default function FeesPage() {
  const { t } = useTranslation('consoleFees');
  const queryClient = useQueryClient();
  const query = useQuery(feeQueries.list());
  const [dialog, setDialog] = useState<Dialog>(null);
  const saved = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: feeKeys.all });
  };

  const updated = (row: { updatedAt: string | null; updatedByName: string | null }) =>
    row.updatedAt ? (
      <>
        <MyanmarTime iso={row.updatedAt} compact />
        {row.updatedByName && <span className="block text-stone-600 dark:text-stone-400">{t('by', { name: row.updatedByName })}</span>}
      </>
    ) : (
      '—'
    );
  const editButton = (label: string, onClick: () => void) => (
    <button type="button" className={`${ui.buttonSecondary} px-3 py-1`} aria-label={label} onClick={onClick}>
      {t('edit')}
    </button>
  );

  const transactionColumns: Column<DeskTransactionFee>[] = [
    { key: 'currency', header: t('fields.currency'), cell: (row) => row.currency },
    {
      key: 'amount',
      header: t('fields.transactionFee'),
      className: 'text-right tabular-nums',
      cell: (row) => formatMoney(row.transactionFee, row.currency),
    },
    { key: 'status', header: t('fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
    { key: 'updated', header: t('columns.updated'), className: 'text-sm', cell: updated },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (row) =>
        editButton(t('editTransactionOf', { amount: formatMoney(row.transactionFee, row.currency) }), () =>
          setDialog({ kind: 'transaction', record: row }),
        ),
    },
  ];
  const commissionColumns: Column<DeskCommissionFee>[] = [
    { key: 'currency', header: t('fields.currency'), cell: (row) => row.currency },
    {
      key: 'platform',
      header: t('fields.platformType'),
      cell: (row) => t(`platforms.${row.platformType}`, { defaultValue: row.platformType }),
    },
    {
      key: 'rate',
      header: t('fields.appCommissionFee'),
      className: 'text-right tabular-nums',
      cell: (row) => `${percentText(row.appCommissionFee)} %`,
    },
    { key: 'status', header: t('fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
    { key: 'updated', header: t('columns.updated'), className: 'text-sm', cell: updated },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (row) =>
        editButton(t('editCommissionOf', { rate: `${percentText(row.appCommissionFee)} %`, currency: row.currency }), () =>
          setDialog({ kind: 'commission', record: row }),
        ),
    },
  ];

  const empty = query.isError ? (
    <>
      {t('console:table.failed')}{' '}
      <button type="button" className={ui.link} onClick={() => void query.refetch()}>
        {t('console:actions.retry')}
      </button>
    </>
  ) : (
    t('empty')
  );

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="transaction-fees" className="mb-10">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="transaction-fees" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
              {t('transaction.heading')}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('transaction.description')}</p>
          </div>
          <button type="button" className={ui.buttonPrimary} onClick={() => setDialog({ kind: 'transaction' })}>
            <PlusIcon />
            {t('transaction.new')}
          </button>
        </div>
        <DataTable
          caption={t('transaction.heading')}
          columns={transactionColumns}
          rows={query.isError ? [] : query.data?.transaction}
          rowKey={(row) => row.id}
          empty={empty}
        />
      </section>
      <section aria-labelledby="commission-fees">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="commission-fees" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
              {t('commission.heading')}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('commission.description')}</p>
          </div>
          <button type="button" className={ui.buttonPrimary} onClick={() => setDialog({ kind: 'commission' })}>
            <PlusIcon />
            {t('commission.new')}
          </button>
        </div>
        <DataTable
          caption={t('commission.heading')}
          columns={commissionColumns}
          rows={query.isError ? [] : query.data?.commission}
          rowKey={(row) => row.id}
          empty={empty}
        />
      </section>
      {dialog && <FeeDialog dialog={dialog} onClose={() => setDialog(null)} onSaved={saved} />}
    </div>
  );
}
