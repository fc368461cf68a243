import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TalkCategory } from '@mahasi/contract/talk';
import { deskTalkCreatePayload, deskTalkFilter, type DeskTalk, type DeskTalkRow } from '@mahasi/contract/staff-talks';
import type { AudioFormat } from '@mahasi/contract/uploads';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { talks } from '../content/schema.js';
import type { FileStore } from '../files/store.js';
import { containsText, storedText, bilingualOf } from '../../lib/text.js';
import {
  defineRecordKind,
  lifecycleStamps,
  recordDesk,
  titleSort,
  withoutDescriptions,
  type RecordContext,
  type RecordDeps,
} from '../records/engine.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

/** The revisions table's name for talks. */
const REVISION_KIND = 'talks';
/** The public pages, lists and the feed of talks read under this cache scope. */
export const TALKS_CACHE_SCOPE = 'content';

type TalkRow = typeof talks.$inferSelect;
type Content = z.output<typeof deskTalkCreatePayload>;

/** Editors and admins publish and touch every talk; authors only write their own drafts. */
const canEditAny = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
/** A talk that has never been on the site still carries the publish time it was created with. */
const everPublished = (row: TalkRow) => row.publishedAt.getTime() !== row.createdAt.getTime();

const sortColumns: Record<string, AnyColumn | SQL> = {
  updated_at: talks.updatedAt,
  published_at: talks.publishedAt,
  recorded_on: talks.recordedOn,
  title: titleSort(talks.titleEn, talks.titleMm),
  duration: talks.durationSeconds,
  id: talks.id,
};

/** Text typed or pasted in Zawgyi is stored in Unicode. */
function cleanContent(input: Content): Content {
  const plain = (value: string) => storedText(value.trim());
  return {
    ...input,
    titleEn: plain(input.titleEn),
    titleMm: plain(input.titleMm),
    speakerEn: plain(input.speakerEn),
    speakerMm: plain(input.speakerMm),
    seriesEn: plain(input.seriesEn),
    seriesMm: plain(input.seriesMm),
    descriptionEn: storedText(input.descriptionEn.trim()),
    descriptionMm: storedText(input.descriptionMm.trim()),
  };
}

/** What a talk must have before listeners see it; 422 naming each missing field. */
function assertPublishable(row: TalkRow): void {
  const errors: { field: string; message: string }[] = [];
  if (!row.titleEn && !row.titleMm) errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
  if (!row.speakerEn && !row.speakerMm) errors.push({ field: 'speakerEn', message: 'Is required in English or Myanmar' });
  if (!row.audioKey) errors.push({ field: 'audioUploadId', message: 'Is required: upload the talk' });
  if (errors.length) throw new ValidationError(errors);
}

/** A talk's content as the console edits it (the save payload): what a revision keeps. */
const contentOf = (r: TalkRow): Content => ({
  ...bilingualOf(r, 'title', 'speaker', 'series', 'description'),
  category: r.category as Content['category'],
  recordedOn: r.recordedOn,
  audioUploadId: r.audioUploadId,
  coverUploadId: r.coverUploadId,
});

/** A talk's audio columns from its upload, or none; a published talk keeps playing (its audio is replaced, never taken away). */
async function audioValues(
  uploads: RecordContext['uploads'],
  tx: RecordContext['tx'],
  content: Content,
  existing: TalkRow | undefined,
): Promise<Partial<TalkRow>> {
  if (content.audioUploadId === (existing?.audioUploadId ?? null)) return {};
  if (content.audioUploadId === null) {
    if (existing?.published) throw new ValidationError([{ field: 'audioUploadId', message: 'Is required: upload the talk' }]);
    return { audioKey: '', audioType: 'audio/mpeg', audioBytes: 0, durationSeconds: 0, bitrate: 0, audioFormat: '' };
  }
  const stored = await uploads.audio(tx, content.audioUploadId, 'audioUploadId');
  return {
    audioKey: stored.key,
    audioType: stored.contentType,
    audioBytes: stored.bytes,
    durationSeconds: stored.durationSeconds,
    bitrate: stored.bitrate,
    audioFormat: stored.format,
  };
}

function toDeskTalk(files: FileStore, row: TalkRow, status: DeskTalk['status']): DeskTalk {
  return {
    id: row.id,
    version: row.version,
    status,
    ...bilingualOf(row, 'title', 'speaker', 'series', 'description'),
    category: row.category as TalkCategory,
    recordedOn: row.recordedOn,
    audio: row.audioKey
      ? {
          url: files.publicUrl(row.audioKey),
          contentType: row.audioType,
          format: row.audioFormat as AudioFormat | '',
          bytes: row.audioBytes,
          durationSeconds: row.durationSeconds,
          bitrate: row.bitrate,
        }
      : null,
    audioUploadId: row.audioUploadId,
    cover: toImage(files, row.cover),
    coverUploadId: row.coverUploadId,
    publishedAt: row.published || everPublished(row) ? row.publishedAt.toISOString() : null,
    authorStaffId: row.authorStaffId,
    ...lifecycleStamps(row),
  };
}

/** Dhamma talks (the public site's podcasts): editors publish, authors write their own drafts. */
export const talkKind = defineRecordKind({
  name: REVISION_KIND,
  entityType: 'talk',
  table: talks,
  visibility: { flag: 'published', publishedAt: 'first' },
  cacheScope: TALKS_CACHE_SCOPE,
  cover: { column: 'cover', uploadColumn: 'coverUploadId' },
  access: { writesAny: canEditAny, owner: { column: talks.authorStaffId, of: (row: TalkRow) => row.authorStaffId } },
  content: deskTalkCreatePayload,
  clean: cleanContent,
  async values(ctx, content: Content, existing: TalkRow | undefined) {
    return {
      ...bilingualOf(content, 'title', 'speaker', 'series', 'description'),
      category: content.category,
      recordedOn: content.recordedOn,
      audioUploadId: content.audioUploadId,
      ...(await audioValues(ctx.uploads, ctx.tx, content, existing)),
    };
  },
  created: (caller: StaffCaller) => ({ authorStaffId: caller.staffId }),
  contentOf: async (_ctx, row: TalkRow) => contentOf(row),
  uploadsOf: async (_ctx, row: TalkRow) => [row.audioUploadId],
  assertPublishable: (row: TalkRow) => assertPublishable(row),
  createdChanges: (row: TalkRow) => ({ titleEn: row.titleEn, titleMm: row.titleMm, audioUploadId: row.audioUploadId }),
  list: {
    filter: deskTalkFilter,
    status: (f) => f.status,
    where: (f) => [
      f.text ? containsText([talks.titleEn, talks.titleMm, talks.speakerEn, talks.speakerMm], f.text) : undefined,
      f.series ? containsText([talks.seriesEn, talks.seriesMm], f.series) : undefined,
      f.category ? eq(talks.category, f.category) : undefined,
    ],
    sort: (sortBy) => sortColumns[sortBy]!,
  },
  present: async (ctx, row: TalkRow, status) => toDeskTalk(ctx.files, row, status),
  presentRow: (ctx, row: TalkRow, status): DeskTalkRow => withoutDescriptions(toDeskTalk(ctx.files, row, status)),
});

export const talksDesk = (deps: RecordDeps) => recordDesk(deps, talkKind);
export type TalksDesk = ReturnType<typeof talksDesk>;
