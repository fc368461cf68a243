import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { yangonDay } from '../../../lib/yangonTime';
import { GROUP_TYPES, type CatalogueKind, type CatalogueSortKey } from '@mahasi/contract/constants/staff-catalogue';

/** A draft of any kind: the fields of its payload. */
export type Draft = Record<string, unknown>;
type Facts = Record<string, string | number | boolean | null>;

/**
 * The fields of a kind's form, in order. Labels are consoleCatalogue:fields.<name>. Bilingual
 * fields stand side by side, English then Myanmar.
 */
export type FormField =
  | { type: 'bilingual'; en: string; mm: string; max: number; lines?: number; rich?: boolean }
  | {
      type: 'input';
      name: string;
      input: 'text' | 'url' | 'email' | 'date' | 'time' | 'number' | 'tel';
      max?: number;
      hint?: boolean;
      when?: (draft: Draft) => boolean;
    }
  | { type: 'checkbox'; name: string; hint?: boolean }
  | { type: 'select'; name: string; options: readonly (string | number)[]; numeric?: boolean }
  | { type: 'row'; fields: FormField[] }
  | { type: 'cover' }
  | { type: 'tags'; name: string }
  | { type: 'audio'; when: (draft: Draft) => boolean }
  | { type: 'photos' }
  /** A page's name in its address (PageSlugField). */
  | { type: 'slug' };

export interface KindForm {
  fields: FormField[];
  /** A new record starts from this. */
  empty: () => Draft;
  sortKeys: readonly CatalogueSortKey[];
  defaultSort: CatalogueSortKey;
  defaultOrder: 'ASC' | 'DESC';
  /** The kind has no picture (the site's pages): the list shows no picture column. */
  withoutCover?: boolean;
  /** Columns of the list beside title, status and last change. */
  columns: { key: string; sortKey?: CatalogueSortKey; cell: (facts: Facts, t: TFunction, language: string) => ReactNode }[];
}

/** Today in Myanmar time (YYYY-MM-DD). */
export const myanmarToday = () => yangonDay();

const title: FormField = { type: 'bilingual', en: 'titleEn', mm: 'titleMm', max: 300 };
const cover: FormField = { type: 'cover' };
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export const kindForms: Record<CatalogueKind, KindForm> = {
  events: {
    fields: [
      title,
      { type: 'bilingual', en: 'descriptionEn', mm: 'descriptionMm', max: 200_000, rich: true },
      { type: 'checkbox', name: 'allDay', hint: true },
      {
        type: 'row',
        fields: [
          { type: 'input', name: 'startDate', input: 'date' },
          { type: 'input', name: 'startTime', input: 'time', when: (d) => !d.allDay },
          { type: 'input', name: 'endDate', input: 'date' },
          { type: 'input', name: 'endTime', input: 'time', when: (d) => !d.allDay },
        ],
      },
      { type: 'bilingual', en: 'venueEn', mm: 'venueMm', max: 300 },
      { type: 'bilingual', en: 'addressEn', mm: 'addressMm', max: 600, lines: 2 },
      { type: 'input', name: 'mapUrl', input: 'url', max: 2000 },
      { type: 'input', name: 'onlineUrl', input: 'url', max: 2000, hint: true },
      { type: 'input', name: 'registrationUrl', input: 'text', max: 2000, hint: true },
      { type: 'bilingual', en: 'contactEn', mm: 'contactMm', max: 300 },
      cover,
    ],
    empty: () => {
      const today = myanmarToday();
      return {
        titleEn: '',
        titleMm: '',
        descriptionEn: '',
        descriptionMm: '',
        allDay: false,
        startDate: today,
        startTime: '09:00',
        endDate: today,
        endTime: '17:00',
        venueEn: '',
        venueMm: '',
        addressEn: '',
        addressMm: '',
        mapUrl: '',
        onlineUrl: '',
        registrationUrl: '',
        contactEn: '',
        contactMm: '',
        coverUploadId: null,
      };
    },
    sortKeys: ['starts_at', 'title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'starts_at',
    defaultOrder: 'DESC',
    columns: [
      {
        key: 'startsAt',
        sortKey: 'starts_at',
        cell: (facts, t, language) =>
          facts.allDay ? `${formatDate(str(facts.startsAt))} · ${t('allDayShort')}` : formatDateTime(str(facts.startsAt), language),
      },
    ],
  },

  galleries: {
    fields: [
      title,
      { type: 'bilingual', en: 'descriptionEn', mm: 'descriptionMm', max: 4000, lines: 3 },
      { type: 'input', name: 'takenOn', input: 'date' },
      { type: 'photos' },
    ],
    empty: () => ({
      titleEn: '',
      titleMm: '',
      descriptionEn: '',
      descriptionMm: '',
      takenOn: myanmarToday(),
      photos: [],
      coverIndex: null,
    }),
    sortKeys: ['date', 'title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'date',
    defaultOrder: 'DESC',
    columns: [{ key: 'takenOn', sortKey: 'date', cell: (facts) => formatDate(str(facts.takenOn)) }],
  },

  banners: {
    fields: [
      title,
      { type: 'bilingual', en: 'subtitleEn', mm: 'subtitleMm', max: 400, lines: 2 },
      cover,
      { type: 'input', name: 'linkUrl', input: 'text', max: 2000, hint: true },
      {
        type: 'row',
        fields: [
          { type: 'input', name: 'sortOrder', input: 'number', hint: true },
          { type: 'input', name: 'activeFrom', input: 'date', hint: true },
          { type: 'input', name: 'activeUntil', input: 'date', hint: true },
        ],
      },
    ],
    empty: () => ({
      titleEn: '',
      titleMm: '',
      subtitleEn: '',
      subtitleMm: '',
      coverUploadId: null,
      linkUrl: '',
      sortOrder: 0,
      activeFrom: '',
      activeUntil: '',
    }),
    sortKeys: ['sort_order', 'title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'sort_order',
    defaultOrder: 'ASC',
    columns: [
      { key: 'sortOrder', sortKey: 'sort_order', cell: (facts) => String(facts.sortOrder ?? 0) },
      {
        key: 'activeDays',
        cell: (facts, t) =>
          facts.activeFrom || facts.activeUntil
            ? `${facts.activeFrom ? formatDate(str(facts.activeFrom)) : '…'} – ${
                facts.activeUntil ? formatDate(new Date(Date.parse(str(facts.activeUntil)) - 1).toISOString()) : '…'
              }`
            : t('always'),
      },
    ],
  },

  live: {
    fields: [
      title,
      { type: 'select', name: 'streamKind', options: ['hls', 'embed'] },
      { type: 'input', name: 'streamUrl', input: 'url', max: 2000, hint: true },
      { type: 'bilingual', en: 'scheduleEn', mm: 'scheduleMm', max: 600, lines: 2 },
      { type: 'bilingual', en: 'descriptionEn', mm: 'descriptionMm', max: 4000, lines: 3 },
      cover,
    ],
    empty: () => ({
      titleEn: '',
      titleMm: '',
      descriptionEn: '',
      descriptionMm: '',
      streamKind: 'hls',
      streamUrl: '',
      scheduleEn: '',
      scheduleMm: '',
      coverUploadId: null,
    }),
    sortKeys: ['updated_at', 'title', 'created_at', 'id'],
    defaultSort: 'updated_at',
    defaultOrder: 'DESC',
    columns: [{ key: 'streamKind', cell: (facts, t) => t(`options.streamKind.${str(facts.streamKind)}`) }],
  },

  'dhamma-records': {
    fields: [
      title,
      { type: 'bilingual', en: 'speakerEn', mm: 'speakerMm', max: 200 },
      {
        type: 'row',
        fields: [
          { type: 'input', name: 'recordedOn', input: 'date' },
          { type: 'select', name: 'kind', options: ['text', 'audio', 'video'] },
        ],
      },
      { type: 'audio', when: (d) => d.kind === 'audio' },
      { type: 'input', name: 'mediaUrl', input: 'url', max: 2000, hint: true, when: (d) => d.kind === 'video' },
      { type: 'bilingual', en: 'bodyEn', mm: 'bodyMm', max: 200_000, rich: true },
      { type: 'tags', name: 'tags' },
      cover,
    ],
    empty: () => ({
      titleEn: '',
      titleMm: '',
      speakerEn: '',
      speakerMm: '',
      recordedOn: myanmarToday(),
      kind: 'text',
      audioUploadId: null,
      mediaUrl: '',
      bodyEn: '',
      bodyMm: '',
      tags: [],
      coverUploadId: null,
    }),
    sortKeys: ['date', 'title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'date',
    defaultOrder: 'DESC',
    columns: [
      { key: 'recordedOn', sortKey: 'date', cell: (facts) => formatDate(str(facts.recordedOn)) },
      { key: 'kind', cell: (facts, t) => t(`options.kind.${str(facts.kind)}`) },
    ],
  },

  groups: {
    fields: [
      {
        type: 'row',
        fields: [
          { type: 'select', name: 'groupType', options: GROUP_TYPES, numeric: true },
          { type: 'input', name: 'sortOrder', input: 'number', hint: true },
        ],
      },
      title,
      { type: 'bilingual', en: 'summaryEn', mm: 'summaryMm', max: 600, lines: 2 },
      { type: 'bilingual', en: 'bodyEn', mm: 'bodyMm', max: 200_000, rich: true },
      {
        type: 'row',
        fields: [
          { type: 'input', name: 'contactPhone', input: 'tel', max: 60 },
          { type: 'input', name: 'contactEmail', input: 'email', max: 200 },
        ],
      },
      { type: 'bilingual', en: 'addressEn', mm: 'addressMm', max: 600, lines: 2 },
      cover,
    ],
    empty: () => ({
      groupType: 1,
      titleEn: '',
      titleMm: '',
      summaryEn: '',
      summaryMm: '',
      bodyEn: '',
      bodyMm: '',
      contactPhone: '',
      contactEmail: '',
      addressEn: '',
      addressMm: '',
      sortOrder: 0,
      coverUploadId: null,
    }),
    sortKeys: ['sort_order', 'title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'sort_order',
    defaultOrder: 'ASC',
    columns: [
      { key: 'groupType', cell: (facts, t) => t(`groups.${String(facts.groupType)}`) },
      { key: 'sortOrder', sortKey: 'sort_order', cell: (facts) => String(facts.sortOrder ?? 0) },
    ],
  },

  pages: {
    fields: [{ type: 'slug' }, title, { type: 'bilingual', en: 'bodyEn', mm: 'bodyMm', max: 200_000, rich: true }],
    empty: () => ({ slug: '', titleEn: '', titleMm: '', bodyEn: '', bodyMm: '' }),
    sortKeys: ['title', 'updated_at', 'created_at', 'id'],
    defaultSort: 'title',
    defaultOrder: 'ASC',
    withoutCover: true,
    columns: [{ key: 'slug', cell: (facts) => <code className="text-sm">{str(facts.slug)}</code> }],
  },
};

/** Every field name a form shows (for placing the server's 422 messages). */
export function fieldNames(fields: readonly FormField[]): string[] {
  return fields.flatMap((field) => {
    switch (field.type) {
      case 'bilingual':
        return [field.en, field.mm];
      case 'row':
        return fieldNames(field.fields);
      case 'cover':
        return ['coverUploadId'];
      case 'audio':
        return ['audioUploadId'];
      case 'photos':
        return ['photos', 'coverIndex'];
      case 'slug':
        return ['slug'];
      default:
        return [field.name];
    }
  });
}
