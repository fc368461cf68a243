import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DhammaKind } from '@mahasi/contract/dhamma';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard, badgeClass } from '../../components/content/ContentCard';
import { formatDate } from '../../lib/format';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { SearchBox } from '../../components/content/SearchBox';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { dhammaKindKeys, dhammaListOptions, type DhammaSearch } from './api';
import { useSearchParam } from '../../hooks/useSearchParam';
import { rowsOf } from '../../lib/pages';

const FIRST_YEAR = 1950;
const select = `${ui.input} py-2`;

export default function DhammaRecordListPage() {
  const { t } = useTranslation('dhammaRecord');
  const { bi } = useBilingual();
  const kindId = useId();
  const yearId = useId();
  const speakerId = useId();
  const [params, update] = useSearchParam();
  const kind = (dhammaKindKeys as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as DhammaKind) : '';
  const search: DhammaSearch = {
    title: params.get('q') ?? '',
    speaker: params.get('speaker') ?? '',
    kind,
    year: Number(params.get('year')) || null,
  };
  const query = useInfiniteQuery(dhammaListOptions(search));
  const items = rowsOf(query.data?.pages);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);

  const onSearch = useCallback((text: string) => update('q', text), [update]);
  const onSpeaker = useCallback((text: string) => update('speaker', text), [update]);

  return (
    <ContentPage>
      <PageHeader title={t('common:pages.dhammaRecord')} subtitle={t('subtitle')}>
        <SearchBox value={search.title} onSearch={onSearch} label={t('search')} />
      </PageHeader>
      <div className="mb-8 grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={speakerId} className={ui.label}>
            {t('speaker')}
          </label>
          <SpeakerInput id={speakerId} value={search.speaker} onChange={onSpeaker} />
        </div>
        <div>
          <label htmlFor={yearId} className={ui.label}>
            {t('year')}
          </label>
          <select id={yearId} className={select} value={search.year ?? ''} onChange={(event) => update('year', event.target.value)}>
            <option value="">{t('any')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={kindId} className={ui.label}>
            {t('kind')}
          </label>
          <select id={kindId} className={select} value={kind} onChange={(event) => update('kind', event.target.value)}>
            <option value="">{t('any')}</option>
            {dhammaKindKeys.map((key) => (
              <option key={key} value={key}>
                {t(`kinds.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <CardSkeletons />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <CardGrid>
          {items.map((record) => (
            <li key={record.id}>
              <ContentCard
                to={paths.dhammaRecord.detail(record.id)}
                image={record.image}
                title={bi(record, 'title')}
                meta={`${bi(record, 'speaker')} · ${formatDate(record.recordedOn)}`}
                badge={<span className={badgeClass}>{t(`kinds.${record.kind}`)}</span>}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </ContentPage>
  );
}

/** The speaker filter: applied after a short pause in typing. */
function SpeakerInput({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <input
      id={id}
      type="text"
      defaultValue={value}
      maxLength={100}
      className={`${ui.input} py-2`}
      onChange={(event) => {
        const text = event.target.value.trim();
        window.clearTimeout(Number(event.target.dataset.timer));
        event.target.dataset.timer = String(window.setTimeout(() => onChange(text), 350));
      }}
    />
  );
}
