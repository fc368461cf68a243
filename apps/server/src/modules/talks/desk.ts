import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@mahasi/contract/envelope';
import type { PodcastCategory } from '@mahasi/contract/podcast';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  DELETED_TALK_DAYS,
  deskTalkContent,
  deskTalkCreatePayload,
  deskTalkFilter,
  deskTalkSavePayload,
  type DeskTalk,
  type DeskTalkContent,
  type DeskTalkFilter,
  type DeskTalkRow,
  type DeskTalkSavePayload,
  type TalkStatus,
} from '@mahasi/contract/staff-talks';
import { recordBulkPayload, type BulkAction, type RecordBulkPayload, type RecordBulkResult } from '@mahasi/contract/staff-records';
import type { AudioFormat } from '@mahasi/contract/uploads';
import type { Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { podcasts, type StoredImage } from '../content/schema.js';
import type { FileStore } from '../files/store.js';
import { containsText, storedText } from '../news/items.js';
import { bulkInOneTransaction } from '../records/bulk.js';
import { findRevision, forgetRevisions, keepRevision, listRevisions } from '../records/revisions.js';
import { diff, recordAudit, type Actor } from '../staff/audit.js';
import type { StaffCaller } from '../staff/service.js';
import type { UploadService } from '../uploads/service.js';

const DAY = 24 * 60 * 60 * 1000;
/** The revisions table's name for talks. */
const REVISION_KIND = 'talks';
/** The public pages, lists and the feed of talks read under this cache scope. */
export const TALKS_CACHE_SCOPE = 'content';

type TalkRow = typeof podcasts.$inferSelect;
type Content = z.output<typeof deskTalkCreatePayload>;

/** Editors and admins publish and touch every talk; authors only write their own drafts. */
const canEditAny = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });

const statusOf = (row: TalkRow): TalkStatus => (row.deletedAt ? 'deleted' : row.published ? 'published' : 'draft');
/** A talk that has never been on the site still carries the publish time it was created with. */
const everPublished = (row: TalkRow) => row.publishedAt.getTime() !== row.createdAt.getTime();

const sortColumns: Record<string, AnyColumn | SQL> = {
  updated_at: podcasts.updatedAt,
  published_at: podcasts.publishedAt,
  recorded_on: podcasts.recordedOn,
  title: sql`lower(coalesce(nullif(${podcasts.titleEn}, ''), ${podcasts.titleMm}))`,
  duration: podcasts.durationSeconds,
  id: podcasts.id,
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
  titleEn: r.titleEn,
  titleMm: r.titleMm,
  speakerEn: r.speakerEn,
  speakerMm: r.speakerMm,
  seriesEn: r.seriesEn,
  seriesMm: r.seriesMm,
  descriptionEn: r.descriptionEn,
  descriptionMm: r.descriptionMm,
  category: r.category as Content['category'],
  recordedOn: r.recordedOn,
  audioUploadId: r.audioUploadId,
  coverUploadId: r.coverUploadId,
});

/** Only editors and admins put talks on the site or take them off. */
const editorActions: readonly BulkAction[] = ['publish', 'unpublish'];

export interface TalksDeskDeps {
  db: Db;
  files: FileStore;
  uploads: UploadService;
  now: () => Date;
  invalidate: Invalidate;
}

export function talksDesk(deps: TalksDeskDeps) {
  const { db, files, uploads, now } = deps;

  function toDeskTalk(row: TalkRow): DeskTalk {
    return {
      id: row.id,
      version: row.version,
      status: statusOf(row),
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      speakerEn: row.speakerEn,
      speakerMm: row.speakerMm,
      seriesEn: row.seriesEn,
      seriesMm: row.seriesMm,
      descriptionEn: row.descriptionEn,
      descriptionMm: row.descriptionMm,
      category: row.category as PodcastCategory,
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
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName,
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  }

  /** The talk, locked for this transaction, if the caller may touch it; 404 / 403 otherwise. */
  async function lockOwn(tx: Db, caller: StaffCaller, id: number): Promise<TalkRow> {
    const [row] = await tx.select().from(podcasts).where(eq(podcasts.id, id)).for('update').limit(1);
    if (!row) throw notFound();
    if (!canEditAny(caller) && row.authorStaffId !== caller.staffId) throw forbidden();
    return row;
  }

  function assertVersion(row: TalkRow, version: number): void {
    if (row.version !== version) {
      throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
        conflict: { version: row.version, by: row.updatedByName, at: row.updatedAt.toISOString() },
      });
    }
  }

  const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);

  /** Writes a talk's content (new or existing) with its audio and cover; returns the row. */
  async function writeContent(tx: Db, actor: Actor, content: Content, existing: TalkRow | undefined): Promise<TalkRow> {
    const at = now();
    const audio: Partial<TalkRow> = {};
    if (content.audioUploadId !== (existing?.audioUploadId ?? null)) {
      if (content.audioUploadId === null) {
        // A published talk keeps playing: its audio can be replaced, not taken away.
        if (existing?.published) throw new ValidationError([{ field: 'audioUploadId', message: 'Is required: upload the talk' }]);
        Object.assign(audio, { audioKey: '', audioType: 'audio/mpeg', audioBytes: 0, durationSeconds: 0, bitrate: 0, audioFormat: '' });
      } else {
        const stored = await uploads.audio(tx, content.audioUploadId, 'audioUploadId');
        Object.assign(audio, {
          audioKey: stored.key,
          audioType: stored.contentType,
          audioBytes: stored.bytes,
          durationSeconds: stored.durationSeconds,
          bitrate: stored.bitrate,
          audioFormat: stored.format,
        });
      }
    }
    let cover: StoredImage | null = existing?.cover ?? null;
    if (content.coverUploadId !== (existing?.coverUploadId ?? null)) {
      const image = content.coverUploadId === null ? null : await uploads.image(tx, content.coverUploadId, 'coverUploadId');
      cover = image && { width: image.width, height: image.height, variants: image.variants };
    }
    const values = {
      titleEn: content.titleEn,
      titleMm: content.titleMm,
      speakerEn: content.speakerEn,
      speakerMm: content.speakerMm,
      seriesEn: content.seriesEn,
      seriesMm: content.seriesMm,
      descriptionEn: content.descriptionEn,
      descriptionMm: content.descriptionMm,
      category: content.category,
      recordedOn: content.recordedOn,
      audioUploadId: content.audioUploadId,
      coverUploadId: content.coverUploadId,
      cover,
      ...audio,
      updatedAt: at,
      updatedByName: actor.name,
    };
    const [row] = existing
      ? await tx
          .update(podcasts)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(podcasts.id, existing.id))
          .returning()
      : await tx
          .insert(podcasts)
          .values({ ...values, published: false, publishedAt: at, createdAt: at, authorStaffId: actor.staffId, version: 1 })
          .returning();
    await uploads.attach(tx, [content.audioUploadId, content.coverUploadId], [existing?.audioUploadId, existing?.coverUploadId]);
    return row!;
  }

  /** What each status change does to a talk, and when it is refused. */
  const transitions: Record<BulkAction, (caller: StaffCaller, row: TalkRow) => Partial<TalkRow>> = {
    /** On the site now. A talk published before keeps its first date when it comes back. */
    publish: (_caller, row) => {
      if (row.deletedAt || row.published) throw notAllowedNow();
      assertPublishable(row);
      return { published: true, publishedAt: everPublished(row) ? row.publishedAt : now() };
    },
    unpublish: (_caller, row) => {
      if (row.deletedAt || !row.published) throw notAllowedNow();
      return { published: false };
    },
    /** Into the bin for 30 days (off the site). Authors may bin their own drafts. */
    delete: (caller, row) => {
      if (row.deletedAt) throw notAllowedNow();
      if (!canEditAny(caller) && row.published) throw forbidden();
      return { published: false, deletedAt: now() };
    },
    /** Out of the bin, as a draft (it is not published again by itself). */
    restore: (_caller, row) => {
      if (!row.deletedAt) throw notAllowedNow();
      return { deletedAt: null };
    },
  };

  /**
   * Moves a talk to another state in `tx` (with its version check unless `version` is null: a bulk
   * action acts on the talk as it is), audited. Says whether the site's pages change.
   */
  async function moveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number | null,
    action: BulkAction,
    bulk = false,
  ): Promise<{ row: TalkRow; public: boolean }> {
    const row = await lockOwn(tx, caller, id);
    if (version !== null) assertVersion(row, version);
    const next = transitions[action](caller, row);
    const [updated] = await tx
      .update(podcasts)
      .set({ ...next, version: row.version + 1, updatedAt: now(), updatedByName: caller.fullName })
      .where(eq(podcasts.id, id))
      .returning();
    await recordAudit(tx, actorOf(caller), {
      action: `talk.${action}`,
      entityType: 'talk',
      entityId: id,
      changes: { ...diff({ status: statusOf(row) }, { status: statusOf(updated!) }), ...(bulk ? { bulk: true } : {}) },
    });
    return { row: updated!, public: row.published || updated!.published };
  }

  /** One talk's state change from the version the editor holds; the public caches follow. */
  async function move(caller: StaffCaller, id: number, version: number, action: BulkAction): Promise<DeskTalk> {
    return db.transaction(async (tx) => {
      const moved = await moveIn(tx, caller, id, version, action);
      // Leaving or entering the public site: every process drops its cached pages.
      if (moved.public) await deps.invalidate(TALKS_CACHE_SCOPE, tx);
      return toDeskTalk(moved.row);
    });
  }

  /** A save (or autosave, or a revision restored) from `version`, kept as a revision and audited. */
  async function saveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number,
    content: Content,
    how: { autosave: boolean; restoredFrom?: number },
  ): Promise<TalkRow> {
    const existing = await lockOwn(tx, caller, id);
    assertVersion(existing, version);
    if (existing.deletedAt) throw notAllowedNow();
    // Authors change their drafts only.
    if (!canEditAny(caller) && existing.published) throw forbidden();
    const row = await writeContent(tx, actorOf(caller), content, existing);
    // What listeners hear must stay complete.
    if (row.published) assertPublishable(row);
    await keepRevision(tx, {
      kind: REVISION_KIND,
      recordId: id,
      version: row.version,
      actor: actorOf(caller),
      autosave: how.autosave,
      restoredFrom: how.restoredFrom ?? null,
      content: contentOf(row),
      at: row.updatedAt,
      before: { version: existing.version, content: contentOf(existing), at: existing.updatedAt, by: existing.updatedByName },
    });
    const changes = diff(contentOf(existing), contentOf(row));
    await recordAudit(tx, actorOf(caller), {
      action: how.restoredFrom !== undefined ? 'talk.revert' : how.autosave ? 'talk.autosave' : 'talk.save',
      entityType: 'talk',
      entityId: id,
      changes: how.restoredFrom !== undefined ? { ...changes, restoredVersion: how.restoredFrom } : changes,
    });
    if (row.published) await deps.invalidate(TALKS_CACHE_SCOPE, tx);
    return row;
  }

  const editorOnly = <T>(caller: StaffCaller, run: () => Promise<T>): Promise<T> =>
    canEditAny(caller) ? run() : Promise.reject(forbidden());

  return {
    async list(caller: StaffCaller, input: DeskTalkFilter): Promise<Paged<DeskTalkRow>> {
      const query = deskTalkFilter.parse(input);
      const f = query.searchObj;
      const where = and(
        f.status === 'deleted'
          ? isNotNull(podcasts.deletedAt)
          : f.status === 'published'
            ? and(isNull(podcasts.deletedAt), eq(podcasts.published, true))
            : f.status === 'draft'
              ? and(isNull(podcasts.deletedAt), eq(podcasts.published, false))
              : isNull(podcasts.deletedAt),
        // An author's desk shows their own talks.
        canEditAny(caller) ? undefined : eq(podcasts.authorStaffId, caller.staffId),
        f.text ? containsText([podcasts.titleEn, podcasts.titleMm, podcasts.speakerEn, podcasts.speakerMm], f.text) : undefined,
        f.series ? containsText([podcasts.seriesEn, podcasts.seriesMm], f.series) : undefined,
        f.category ? eq(podcasts.category, f.category) : undefined,
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(podcasts)
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]!), direction(podcasts.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(podcasts).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: rows.map((row) => {
          const { descriptionEn: _d1, descriptionMm: _d2, ...rest } = toDeskTalk(row);
          return rest;
        }),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
      };
    },

    async get(caller: StaffCaller, id: number): Promise<DeskTalk> {
      const [row] = await db.select().from(podcasts).where(eq(podcasts.id, id)).limit(1);
      if (!row) throw notFound();
      if (!canEditAny(caller) && row.authorStaffId !== caller.staffId) throw forbidden();
      return toDeskTalk(row);
    },

    async create(caller: StaffCaller, input: DeskTalkContent): Promise<DeskTalk> {
      const content = cleanContent(deskTalkCreatePayload.parse(input));
      return db.transaction(async (tx) => {
        const row = await writeContent(tx, actorOf(caller), content, undefined);
        await keepRevision(tx, {
          kind: REVISION_KIND,
          recordId: row.id,
          version: row.version,
          actor: actorOf(caller),
          autosave: false,
          content: contentOf(row),
          at: row.updatedAt,
        });
        await recordAudit(tx, actorOf(caller), {
          action: 'talk.create',
          entityType: 'talk',
          entityId: row.id,
          changes: { titleEn: content.titleEn, titleMm: content.titleMm, audioUploadId: content.audioUploadId },
        });
        return toDeskTalk(row);
      });
    },

    /** A save (or autosave) from `version`; refused with who and when if someone saved since. */
    async save(caller: StaffCaller, id: number, input: DeskTalkSavePayload): Promise<DeskTalk> {
      const payload = deskTalkSavePayload.parse(input);
      const { version, autosave, ...rest } = payload;
      const content = cleanContent(rest);
      return db.transaction(async (tx) => toDeskTalk(await saveIn(tx, caller, id, version, content, { autosave })));
    },

    /** The talk's saved versions, newest first (the last REVISIONS_KEPT_PER_RECORD). */
    async revisions(caller: StaffCaller, id: number) {
      await this.get(caller, id);
      return listRevisions(db, REVISION_KIND, id);
    },

    async revision(caller: StaffCaller, id: number, revisionId: number) {
      await this.get(caller, id);
      return findRevision(db, REVISION_KIND, id, revisionId);
    },

    /** Saves a revision's content as the newest version, from the version the editor holds (a save like any other). */
    async restoreRevision(caller: StaffCaller, id: number, revisionId: number, version: number): Promise<DeskTalk> {
      return db.transaction(async (tx) => {
        const revision = await findRevision(tx, REVISION_KIND, id, revisionId);
        // Read with today's schema: a field added since takes its default.
        const parsed = deskTalkContent.safeParse(revision.content);
        if (!parsed.success)
          throw new ValidationError(
            parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'content', message: issue.message })),
          );
        return toDeskTalk(
          await saveIn(tx, caller, id, version, cleanContent(parsed.data), { autosave: false, restoredFrom: revision.version }),
        );
      });
    },

    /** One state change on several talks, in one transaction; each one refused is reported with its reason. */
    async bulk(caller: StaffCaller, input: RecordBulkPayload): Promise<RecordBulkResult> {
      const { ids, action } = recordBulkPayload.parse(input);
      if (editorActions.includes(action) && !canEditAny(caller)) throw forbidden();
      let publicChange = false;
      return bulkInOneTransaction(
        db,
        ids,
        async (tx, id) => {
          if ((await moveIn(tx, caller, id, null, action, true)).public) publicChange = true;
        },
        async (tx) => {
          if (publicChange) await deps.invalidate(TALKS_CACHE_SCOPE, tx);
        },
      );
    },

    /** On the site now (editors and admins only). */
    publish: (caller: StaffCaller, id: number, version: number) => editorOnly(caller, () => move(caller, id, version, 'publish')),
    unpublish: (caller: StaffCaller, id: number, version: number) => editorOnly(caller, () => move(caller, id, version, 'unpublish')),
    /** Into the bin for 30 days (off the site). Authors may bin their own drafts. */
    delete: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'delete'),
    /** Out of the bin, as a draft. */
    restore: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'restore'),

    /** The scheduler's job: talks in the bin for 30 days are removed, with their files. */
    async purgeDeleted(tx: Db): Promise<number> {
      const gone = await tx
        .delete(podcasts)
        .where(lt(podcasts.deletedAt, new Date(now().getTime() - DELETED_TALK_DAYS * DAY)))
        .returning({ id: podcasts.id, audio: podcasts.audioUploadId, cover: podcasts.coverUploadId });
      await uploads.remove(
        tx,
        gone.flatMap((row) => [row.audio, row.cover]).filter((id): id is number => id !== null),
      );
      await forgetRevisions(
        tx,
        REVISION_KIND,
        gone.map((row) => row.id),
      );
      for (const row of gone)
        await recordAudit(tx, { staffId: null, name: 'scheduler' }, { action: 'talk.purge', entityType: 'talk', entityId: row.id });
      return gone.length;
    },
  };
}

export type TalksDesk = ReturnType<typeof talksDesk>;
