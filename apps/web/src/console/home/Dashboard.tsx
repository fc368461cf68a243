import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mahasi/contract/money';
import { ui } from '../../components/ui';
import { formatDate } from '../../lib/format';
import { DAY_MS, yangonDay } from '../../lib/yangonTime';
import { htmlLang } from '../../lib/i18n';
import { pick } from '../lib/bilingual';
import { orderQueries } from '../features/orders/api';
import type { Dashboard as Figures, DonationTotal } from '@mahasi/contract/staff-orders';
import { OrderStatusBadge } from '../features/orders/labels';
import { SandboxNotice } from './SandboxNotice';

const periods = ['today', 'week', 'month', 'year'] as const;
const CHART_DAYS = 90;

function Panel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`${ui.card} p-5 ${wide ? 'lg:col-span-2' : ''}`} aria-label={title}>
      <h2 className="mb-4 font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{title}</h2>
      {children}
    </section>
  );
}

/** A record's title in the reader's language when it has one, marked with the language it is in. */
function BilingualTitle({ en, mm, fallback }: { en: string; mm: string; fallback: string }) {
  const { i18n } = useTranslation();
  const title = pick(en, mm, i18n.language);
  return <span lang={title ? htmlLang[title.lang] : undefined}>{title?.text ?? fallback}</span>;
}

/** The last 90 Myanmar days, oldest first (YYYY-MM-DD). */
function chartDays(): string[] {
  const today = Date.parse(yangonDay());
  return Array.from({ length: CHART_DAYS }, (_, i) => new Date(today - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Donations per day in one currency as bars (a hand-drawn SVG; the sentence under it says the same for screen readers). */
function DailyChart({ currency, daily }: { currency: string; daily: NonNullable<Figures['donations']>['daily'] }) {
  const { t } = useTranslation('consoleOrders');
  const days = chartDays();
  const byDay = new Map(daily.filter((row) => row.currencyCode === currency).map((row) => [row.day, row.amount]));
  const values = days.map((day) => byDay.get(day) ?? 0);
  const max = Math.max(...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  if (max === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">{t('dashboard.chartEmpty', { currency })}</p>;
  const topDay = days[values.indexOf(max)]!;
  const width = 540;
  const height = 120;
  const bar = width / CHART_DAYS;
  return (
    <figure className="mb-4">
      <figcaption className="mb-2 text-sm font-semibold">{currency}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-32 w-full" aria-hidden="true" preserveAspectRatio="none">
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-sand-300 dark:stroke-night-700" />
        {values.map((value, i) =>
          value > 0 ? (
            <rect
              key={days[i]}
              x={i * bar + 0.5}
              width={Math.max(bar - 1, 1)}
              y={height - (value / max) * (height - 4)}
              height={(value / max) * (height - 4)}
              className="fill-maroon-600 dark:fill-saffron-400"
            >
              <title>{`${formatDate(days[i]!)}: ${formatMoney(value, currency)}`}</title>
            </rect>
          ) : null,
        )}
      </svg>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
        {t('dashboard.chartSummary', {
          currency,
          total: formatMoney(total, currency),
          days: CHART_DAYS,
          top: formatMoney(max, currency),
          day: formatDate(topDay),
        })}
      </p>
    </figure>
  );
}

function Totals({ rows }: { rows: DonationTotal[] }) {
  const { t } = useTranslation('consoleOrders');
  if (!rows.some((row) => row.orders > 0)) return <p className="text-stone-600 dark:text-stone-400">{t('dashboard.none')}</p>;
  return (
    <ul className="space-y-1">
      {rows
        .filter((row) => row.orders > 0)
        .map((row) => (
          <li key={row.currencyCode}>
            <span className="block text-lg font-semibold text-ink-900 dark:text-sand-50">{formatMoney(row.amount, row.currencyCode)}</span>
            <span className="block text-xs text-stone-600 dark:text-stone-400">{t('dashboard.orders', { count: row.orders })}</span>
          </li>
        ))}
    </ul>
  );
}

/** The console's overview: each part only for the roles that may see it (the server leaves the others out). */
export function Dashboard() {
  const { t } = useTranslation('consoleOrders');
  const query = useQuery(orderQueries.dashboard());
  if (query.isError) return <p role="alert">{t('dashboard.loadFailed')}</p>;
  const data = query.data;
  if (!data) return <p aria-busy="true">…</p>;
  const notice = <SandboxNotice provider={data.paymentProvider} />;
  if (!data.donations && !data.members && !data.reading) return <div className="mt-8">{notice}</div>;
  const donations = data.donations;
  const currencies = donations ? [...new Set(['MMK', 'USD', ...donations.daily.map((row) => row.currencyCode)])] : [];
  return (
    <div className="mt-8">
      {notice}
      <h2 className="sr-only">{t('dashboard.title')}</h2>
      {donations && (
        <>
          <h3 className="mb-3 text-sm font-semibold tracking-wider text-stone-600 uppercase dark:text-stone-400">
            {t('dashboard.donations')}
          </h3>
          <dl className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {periods.map((period) => (
              <div key={period} className={`${ui.card} p-4`}>
                <dt className="mb-1 text-sm font-semibold text-stone-700 dark:text-stone-300">{t(`dashboard.${period}`)}</dt>
                <dd>
                  <Totals rows={donations[period]} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {donations && (
          <Panel title={t('dashboard.chart')} wide>
            {currencies.map((currency) => (
              <DailyChart key={currency} currency={currency} daily={donations.daily} />
            ))}
          </Panel>
        )}
        {donations && (
          <Panel title={t('dashboard.topEbooks')}>
            {donations.topEbooks.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('dashboard.none')}</p>
            ) : (
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {donations.topEbooks.map((book) => (
                  <li key={book.ebookId}>
                    <BilingualTitle en={book.titleEn} mm={book.titleMm} fallback={book.title} />{' '}
                    <span className="text-stone-600 dark:text-stone-400">({book.count})</span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        )}
        {donations && (
          <Panel title={t('dashboard.byStatus')}>
            <ul className="space-y-2 text-sm">
              {donations.byStatus.map((row) => (
                <li key={row.status} className="flex items-center justify-between gap-3">
                  <OrderStatusBadge status={row.status} />
                  <span className="font-semibold">{row.count}</span>
                </li>
              ))}
            </ul>
          </Panel>
        )}
        {data.members && (
          <Panel title={t('dashboard.newMembers')}>
            <ul className="space-y-1 text-sm">
              {data.members.map((row) => {
                const max = Math.max(1, ...data.members!.map((r) => r.count));
                return (
                  <li key={row.week} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2">
                    <span className="whitespace-nowrap text-stone-600 dark:text-stone-400">
                      {t('dashboard.weekOf', { date: formatDate(row.week) })}
                    </span>
                    <svg viewBox="0 0 100 8" className="h-2 w-full" aria-hidden="true" preserveAspectRatio="none">
                      <rect x="0" y="0" height="8" width={(row.count / max) * 100} className="fill-saffron-500" />
                    </svg>
                    <span className="text-right font-semibold">{row.count}</span>
                  </li>
                );
              })}
            </ul>
          </Panel>
        )}
        {data.reading && (
          <Panel title={t('dashboard.mostRead')}>
            {data.reading.posts.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('dashboard.none')}</p>
            ) : (
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {data.reading.posts.map((post) => (
                  <li key={post.id}>
                    <BilingualTitle en={post.titleEn} mm={post.titleMm} fallback={post.title} />{' '}
                    <span className="text-stone-600 dark:text-stone-400">({t('dashboard.reads', { count: post.count })})</span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        )}
        {data.reading && (
          <Panel title={t('dashboard.mostPlayed')}>
            {data.reading.talks.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('dashboard.none')}</p>
            ) : (
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {data.reading.talks.map((talk) => (
                  <li key={talk.id}>
                    <BilingualTitle en={talk.titleEn} mm={talk.titleMm} fallback={`#${talk.id}`} />{' '}
                    <span className="text-stone-600 dark:text-stone-400">({t('dashboard.plays', { count: talk.count })})</span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        )}
      </div>
    </div>
  );
}
