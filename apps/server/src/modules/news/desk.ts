import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import type { deskPostContent } from '@mahasi/contract/staff-news';
import {
  DELETED_POST_DAYS,
  REVISIONS_KEPT,
  deskCreatePayload,
  deskPostFilter,
  deskPublishPayload,
  deskSavePayload,
  type DeskPost,
  type DeskPostContent,
  type DeskPostFilter,
  type DeskPostRow,
  type DeskPublishPayload,
  type DeskSavePayload,
  type DeskStatus,
} from '@mahasi/contract/staff-news';
import { rowsOf, type Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/html.js';
import { ValidationError } from '../../lib/validation.js';
import type { FileStore } from '../files/store.js';
import type { NotificationService } from '../notifications/service.js';
import { diff, recordAudit } from '../staff/audit.js';
import { keepImagesIn, type UploadService } from '../uploads/service.js';
import { toImage } from '../content/images.js';
import { containsText, storedText } from '../../lib/text.js';
import { excerptOf } from './service.js';
import { newsCategories, postCategories, postRevisions, posts, type PostImage, type RevisionContent } from './schema.js';
import { yangonInstant } from '../../lib/yangonTime.js';
import type { Actor, StaffCaller } from '../../lib/staffCaller.js';

const DAY = 24 * 60 * 60 * 1000;

type PostRow = typeof posts.$inferSelect;
type Content = z.output<typeof deskPostContent>;

/** Editors and admins publish and touch every post; authors only write their own drafts. */
const canEditAny = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });

const sortColumns: Record<string, AnyColumn> = {
  updated_at: posts.updatedAt,
  public_date: posts.publicDate,
  created_at: posts.createdAt,
  title: posts.title,
  view_count: posts.viewCount,
  like_count: posts.likeCount,
  id: posts.id,
};

/** The languages a post can be read in: a title and a body. */
const languagesOf = (c: Pick<Content, 'titleEn' | 'titleMm' | 'bodyEn' | 'bodyMm'>): ('en' | 'mm')[] => [
  ...(c.titleEn.trim() && textOf(c.bodyEn) ? (['en'] as const) : []),
  ...(c.titleMm.trim() && textOf(c.bodyMm) ? (['mm'] as const) : []),
];
const textOf = (html: string) => excerptOf(html).length > 0 || /<(img|audio|video|iframe)\b/i.test(html);

/**
 * The primary version the public API and lists read: English when it has one, else Myanmar
 * (docs/decisions/0018). A draft with neither keeps whatever was typed, so that it can be found.
 */
function primaryOf(c: Content) {
  const langs = languagesOf(c);
  const language: 'en' | 'mm' = langs[0] ?? (c.titleEn.trim() || !c.titleMm.trim() ? 'en' : 'mm');
  const en = language === 'en';
  const body = en ? c.bodyEn : c.bodyMm;
  const summary = en ? c.summaryEn : c.summaryMm;
  return {
    language,
    title: en ? c.titleEn : c.titleMm,
    body,
    excerpt: summary.trim() || excerptOf(body),
    excerptEn: c.summaryEn.trim() || excerptOf(c.bodyEn),
    excerptMm: c.summaryMm.trim() || excerptOf(c.bodyMm),
  };
}

/** What a post's editable content is, read back from its row (the same shape as a revision). */
function contentOf(row: PostRow, categoryIds: number[]): RevisionContent {
  return {
    titleEn: row.titleEn,
    titleMm: row.titleMm,
    summaryEn: row.summaryEn,
    summaryMm: row.summaryMm,
    bodyEn: row.bodyEn,
    bodyMm: row.bodyMm,
    author: row.author,
    categoryIds,
    tagList: row.tagList,
    coverUploadId: row.imageUploadId,
    coverAltEn: row.imageAltEn,
    coverAltMm: row.imageAltMm,
    image: row.image,
  };
}

/** Text typed or pasted in Zawgyi is stored in Unicode; HTML is sanitised against the allow-list. */
function cleanContent(input: Content): Content {
  const plain = (value: string) => storedText(value.trim());
  return {
    titleEn: plain(input.titleEn),
    titleMm: plain(input.titleMm),
    summaryEn: plain(input.summaryEn),
    summaryMm: plain(input.summaryMm),
    bodyEn: sanitizeRichText(storedText(input.bodyEn)),
    bodyMm: sanitizeRichText(storedText(input.bodyMm)),
    author: plain(input.author),
    categoryIds: [...new Set(input.categoryIds)],
    tagList: [...new Set(input.tagList.map(plain).filter(Boolean))],
    coverUploadId: input.coverUploadId,
    coverAltEn: plain(input.coverAltEn),
    coverAltMm: plain(input.coverAltMm),
  };
}

/** What a post must have before readers see it; 422 naming each missing field. */
function assertPublishable(c: RevisionContent): void {
  const errors: { field: string; message: string }[] = [];
  if (languagesOf(c).length === 0) {
    if (!c.titleEn.trim() && !c.titleMm.trim()) errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
    if (!textOf(c.bodyEn) && !textOf(c.bodyMm)) errors.push({ field: 'bodyEn', message: 'Is required in English or Myanmar' });
    if (errors.length === 0) errors.push({ field: 'titleEn', message: 'And the body must be in the same language' });
  }
  if (c.image && !c.coverAltEn.trim() && !c.coverAltMm.trim())
    errors.push({ field: 'coverAltEn', message: 'Is required for the cover image' });
  if (!c.author.trim()) errors.push({ field: 'author', message: 'Is required' });
  if (errors.length) throw new ValidationError(errors);
}

export interface DeskDeps {
  db: Db;
  files: FileStore;
  uploads: UploadService;
  now: () => Date;
  invalidate: Invalidate;
  notifications: Pick<NotificationService, 'broadcast'>;
}

export function newsDesk(deps: DeskDeps) {
  const { db, files, uploads, now } = deps;

  const categoryIdsOf = async (tx: Db, ids: number[]): Promise<Map<number, number[]>> => {
    const map = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (!ids.length) return map;
    const rows = await tx
      .select({ postId: postCategories.postId, categoryId: postCategories.categoryId })
      .from(postCategories)
      .where(inArray(postCategories.postId, ids))
      .orderBy(asc(postCategories.categoryId));
    for (const row of rows) map.get(row.postId)?.push(row.categoryId);
    return map;
  };

  async function authorNames(tx: Db, ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = rowsOf<{ id: number; full_name: string }>(
      await tx.execute(
        sql`select id, full_name from staff where id in (${sql.join(
          wanted.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    return new Map(rows.map((row) => [Number(row.id), row.full_name]));
  }

  function toDeskPost(row: PostRow, categoryIds: number[], authorName: string | null): DeskPost {
    return {
      id: row.id,
      version: row.version,
      status: row.status as DeskStatus,
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      summaryEn: row.summaryEn,
      summaryMm: row.summaryMm,
      bodyEn: row.bodyEn,
      bodyMm: row.bodyMm,
      author: row.author,
      categoryIds,
      tagList: row.tagList,
      cover: toImage(files, row.image),
      coverUploadId: row.imageUploadId,
      coverAltEn: row.imageAltEn,
      coverAltMm: row.imageAltMm,
      languages: languagesOf(row),
      publicDate: row.status === 'draft' && !row.notifiedAt ? null : row.publicDate.toISOString(),
      authorStaffId: row.authorStaffId,
      authorStaffName: authorName,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName,
      createdAt: row.createdAt.toISOString(),
      notifiedAt: row.notifiedAt?.toISOString() ?? null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      viewCount: row.viewCount,
      likeCount: row.likeCount,
      unlikeCount: row.unlikeCount,
    };
  }

  /** The post, locked for this transaction, if the caller may touch it; 404 / 403 otherwise. */
  async function lockOwn(tx: Db, caller: StaffCaller, id: number): Promise<PostRow> {
    await tx.execute(sql`select id from posts where id = ${id} for update`);
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).limit(1);
    if (!row) throw notFound();
    if (!canEditAny(caller) && row.authorStaffId !== caller.staffId) throw forbidden();
    return row;
  }

  function assertVersion(row: PostRow, version: number): void {
    if (row.version !== version) {
      throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
        conflict: { version: row.version, by: row.updatedByName, at: row.updatedAt.toISOString() },
      });
    }
  }

  const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);

  async function keepRevision(tx: Db, postId: number, version: number, actor: Actor, content: RevisionContent, autosave: boolean) {
    await tx
      .insert(postRevisions)
      .values({ postId, version, staffId: actor.staffId, staffName: actor.name, autosave, content, createdAt: now() });
    // Only the newest REVISIONS_KEPT stay.
    await tx.execute(sql`delete from post_revisions where post_id = ${postId} and id not in (
      select id from post_revisions where post_id = ${postId} order by version desc, id desc limit ${REVISIONS_KEPT})`);
  }

  /** Writes the content of a post (new or existing) with its categories and cover; returns the row. */
  async function writeContent(
    tx: Db,
    actor: Actor,
    content: Content,
    existing: PostRow | undefined,
  ): Promise<{ row: PostRow; image: PostImage | null }> {
    if (content.categoryIds.length) {
      const found = await tx.select({ id: newsCategories.id }).from(newsCategories).where(inArray(newsCategories.id, content.categoryIds));
      if (found.length !== content.categoryIds.length)
        throw new ValidationError([{ field: 'categoryIds', message: 'Has a category that does not exist' }]);
    }
    let image: PostImage | null = existing?.image ?? null;
    if (content.coverUploadId !== (existing?.imageUploadId ?? null)) {
      image = content.coverUploadId === null ? null : await uploads.image(tx, content.coverUploadId, 'coverUploadId');
      if (image) image = { width: image.width, height: image.height, variants: image.variants };
    }
    const primary = primaryOf(content);
    const at = now();
    const values = {
      title: primary.title,
      body: primary.body,
      excerpt: primary.excerpt,
      language: primary.language,
      excerptEn: primary.excerptEn,
      excerptMm: primary.excerptMm,
      titleEn: content.titleEn,
      titleMm: content.titleMm,
      summaryEn: content.summaryEn,
      summaryMm: content.summaryMm,
      bodyEn: content.bodyEn,
      bodyMm: content.bodyMm,
      author: content.author,
      tagList: content.tagList,
      image,
      imageUploadId: content.coverUploadId,
      imageAltEn: content.coverAltEn,
      imageAltMm: content.coverAltMm,
      updatedAt: at,
      updatedByStaffId: actor.staffId,
      updatedByName: actor.name,
    };
    const [row] = existing
      ? await tx
          .update(posts)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(posts.id, existing.id))
          .returning()
      : await tx
          .insert(posts)
          .values({ ...values, status: 'draft', authorStaffId: actor.staffId, createdAt: at, publicDate: at, version: 1 })
          .returning();
    await tx.delete(postCategories).where(eq(postCategories.postId, row!.id));
    if (content.categoryIds.length)
      await tx.insert(postCategories).values(content.categoryIds.map((categoryId) => ({ postId: row!.id, categoryId })));
    await uploads.attach(tx, [content.coverUploadId], [existing?.imageUploadId]);
    // The pictures placed in the body are uploads too.
    await keepImagesIn(tx, at, content.bodyEn, content.bodyMm);
    return { row: row!, image };
  }

  /** Moves a post to another status (with its version check), audited; the public caches follow. */
  async function move(
    caller: StaffCaller,
    id: number,
    version: number,
    change: (row: PostRow, tx: Db) => Partial<PostRow> | Promise<Partial<PostRow>>,
    action: string,
  ): Promise<DeskPost> {
    return db.transaction(async (tx) => {
      const row = await lockOwn(tx, caller, id);
      assertVersion(row, version);
      const next = await change(row, tx);
      const [updated] = await tx
        .update(posts)
        .set({ ...next, version: row.version + 1, updatedAt: now(), updatedByStaffId: caller.staffId, updatedByName: caller.fullName })
        .where(eq(posts.id, id))
        .returning();
      await recordAudit(tx, actorOf(caller), {
        action,
        entityType: 'post',
        entityId: id,
        changes: diff(
          { status: row.status, publicDate: row.publicDate.toISOString() },
          { status: updated!.status, publicDate: updated!.publicDate.toISOString() },
        ),
      });
      // Leaving or entering the public site: every process drops its cached news.
      if (row.status === 'published' || updated!.status === 'published') await deps.invalidate('news', tx);
      if (updated!.status === 'published') await notifyOnce(tx, updated!);
      return one(tx, id);
    });
  }

  /** Members hear of a post once, when it first goes public; later edits and republishing stay quiet. */
  async function notifyOnce(tx: Db, row: PostRow): Promise<void> {
    const [claimed] = await tx
      .update(posts)
      .set({ notifiedAt: row.publicDate })
      .where(and(eq(posts.id, row.id), sql`${posts.notifiedAt} is null`))
      .returning({ id: posts.id });
    if (!claimed) return;
    await deps.notifications.broadcast(
      { notiType: 4, subject: row.title, content: `<p>${escapeHtml(row.excerpt)}</p>`, link: `/news/${row.id}`, at: row.publicDate },
      tx,
    );
  }

  async function one(tx: Db, id: number): Promise<DeskPost> {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).limit(1);
    if (!row) throw notFound();
    const categories = await categoryIdsOf(tx, [id]);
    return toDeskPost(row, categories.get(id) ?? [], (await authorNames(tx, [row.authorStaffId])).get(row.authorStaffId ?? 0) ?? null);
  }

  return {
    async list(caller: StaffCaller, input: DeskPostFilter): Promise<Paged<DeskPostRow>> {
      const query = deskPostFilter.parse(input);
      const f = query.searchObj;
      const where = and(
        f.status ? eq(posts.status, f.status) : ne(posts.status, 'deleted'),
        // An author's desk shows their own posts.
        canEditAny(caller)
          ? f.authorStaffId
            ? eq(posts.authorStaffId, f.authorStaffId)
            : undefined
          : eq(posts.authorStaffId, caller.staffId),
        f.text ? containsText([posts.titleEn, posts.titleMm], f.text) : undefined,
        f.categoryId
          ? inArray(
              posts.id,
              db.select({ id: postCategories.postId }).from(postCategories).where(eq(postCategories.categoryId, f.categoryId)),
            )
          : undefined,
        f.language === 'en' ? ne(posts.titleEn, '') : f.language === 'mm' ? ne(posts.titleMm, '') : undefined,
        f.from ? gte(posts.updatedAt, yangonInstant(f.from)) : undefined,
        f.to ? lt(posts.updatedAt, new Date(yangonInstant(f.to).getTime() + DAY)) : undefined,
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]!), direction(posts.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      const categories = await categoryIdsOf(
        db,
        rows.map((row) => row.id),
      );
      const names = await authorNames(
        db,
        rows.map((row) => row.authorStaffId),
      );
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: rows.map((row) => {
          const post = toDeskPost(row, categories.get(row.id) ?? [], names.get(row.authorStaffId ?? 0) ?? null);
          const { bodyEn: _b1, bodyMm: _b2, summaryEn: _s1, summaryMm: _s2, coverAltEn: _a1, coverAltMm: _a2, ...rest } = post;
          return rest;
        }),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
      };
    },

    async get(caller: StaffCaller, id: number): Promise<DeskPost> {
      const post = await one(db, id);
      if (!canEditAny(caller) && post.authorStaffId !== caller.staffId) throw forbidden();
      return post;
    },

    async create(caller: StaffCaller, input: DeskPostContent): Promise<DeskPost> {
      const content = cleanContent(deskCreatePayload.parse(input));
      if (!content.author) content.author = caller.fullName;
      return db.transaction(async (tx) => {
        const { row, image } = await writeContent(tx, actorOf(caller), content, undefined);
        await keepRevision(tx, row.id, row.version, actorOf(caller), { ...content, image }, false);
        await recordAudit(tx, actorOf(caller), {
          action: 'post.create',
          entityType: 'post',
          entityId: row.id,
          changes: { titleEn: content.titleEn, titleMm: content.titleMm },
        });
        return one(tx, row.id);
      });
    },

    /** A save (or autosave) from `version`; refused with who and when if someone saved since. */
    async save(caller: StaffCaller, id: number, input: DeskSavePayload): Promise<DeskPost> {
      const payload = deskSavePayload.parse(input);
      const content = cleanContent(payload);
      return db.transaction(async (tx) => {
        const existing = await lockOwn(tx, caller, id);
        assertVersion(existing, payload.version);
        if (existing.status === 'deleted') throw notAllowedNow();
        // Authors change their drafts (and what they sent for review) only.
        if (!canEditAny(caller) && existing.status !== 'draft' && existing.status !== 'review') throw forbidden();
        const before = contentOf(existing, (await categoryIdsOf(tx, [id])).get(id) ?? []);
        const { row, image } = await writeContent(tx, actorOf(caller), content, existing);
        const after = { ...content, image };
        // What readers see must stay complete.
        if (row.status === 'published' || row.status === 'scheduled') assertPublishable(after);
        await keepRevision(tx, id, row.version, actorOf(caller), after, payload.autosave);
        const { image: _i1, ...b } = before;
        const { image: _i2, ...a } = after;
        await recordAudit(tx, actorOf(caller), {
          action: payload.autosave ? 'post.autosave' : 'post.save',
          entityType: 'post',
          entityId: id,
          changes: diff(b, a),
        });
        if (row.status === 'published') await deps.invalidate('news', tx);
        return one(tx, id);
      });
    },

    /** An author sends a draft for review. */
    submit: (caller: StaffCaller, id: number, version: number) =>
      move(
        caller,
        id,
        version,
        (row) => {
          if (row.status !== 'draft') throw notAllowedNow();
          return { status: 'review' };
        },
        'post.submit',
      ),

    /** Now, or at `at` (scheduled: the scheduler publishes it then, once). Editors and admins only. */
    async publish(caller: StaffCaller, id: number, input: DeskPublishPayload): Promise<DeskPost> {
      if (!canEditAny(caller)) throw forbidden();
      const payload = deskPublishPayload.parse(input);
      const at = payload.at ? new Date(payload.at) : null;
      const later = at !== null && at.getTime() > now().getTime();
      return move(
        caller,
        id,
        payload.version,
        async (row, tx) => {
          if (row.status === 'deleted') throw notAllowedNow();
          assertPublishable(contentOf(row, (await categoryIdsOf(tx, [id])).get(id) ?? []));
          if (later) return { status: 'scheduled', publicDate: at };
          // A post published before keeps its first date when it comes back.
          return { status: 'published', publicDate: row.notifiedAt ? row.publicDate : now() };
        },
        later ? 'post.schedule' : 'post.publish',
      );
    },

    unpublish: (caller: StaffCaller, id: number, version: number) =>
      guardEditor(caller, () =>
        move(
          caller,
          id,
          version,
          (row) => {
            if (row.status !== 'published' && row.status !== 'scheduled') throw notAllowedNow();
            return { status: 'draft' };
          },
          'post.unpublish',
        ),
      ),

    archive: (caller: StaffCaller, id: number, version: number) =>
      guardEditor(caller, () =>
        move(
          caller,
          id,
          version,
          (row) => {
            if (row.status === 'deleted' || row.status === 'archived') throw notAllowedNow();
            return { status: 'archived' };
          },
          'post.archive',
        ),
      ),

    /** Into the bin for 30 days. Authors may bin their own drafts. */
    delete: (caller: StaffCaller, id: number, version: number) =>
      move(
        caller,
        id,
        version,
        (row) => {
          if (row.status === 'deleted') throw notAllowedNow();
          if (!canEditAny(caller) && row.status !== 'draft') throw forbidden();
          return { status: 'deleted', deletedAt: now() };
        },
        'post.delete',
      ),

    /** Out of the bin, as a draft (it is not published again by itself). */
    restore: (caller: StaffCaller, id: number, version: number) =>
      move(
        caller,
        id,
        version,
        (row) => {
          if (row.status !== 'deleted') throw notAllowedNow();
          return { status: 'draft', deletedAt: null };
        },
        'post.restore',
      ),

    async revisions(caller: StaffCaller, id: number) {
      await this.get(caller, id);
      const rows = await db
        .select()
        .from(postRevisions)
        .where(eq(postRevisions.postId, id))
        .orderBy(desc(postRevisions.version), desc(postRevisions.id));
      return rows.map((row) => ({
        id: row.id,
        version: row.version,
        at: row.createdAt.toISOString(),
        staffName: row.staffName,
        titleEn: row.content.titleEn,
        titleMm: row.content.titleMm,
        autosave: row.autosave,
      }));
    },

    async revision(caller: StaffCaller, id: number, revisionId: number) {
      await this.get(caller, id);
      const [row] = await db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
        .limit(1);
      if (!row) throw notFound();
      const { image, ...content } = row.content;
      return {
        id: row.id,
        version: row.version,
        at: row.createdAt.toISOString(),
        staffName: row.staffName,
        titleEn: content.titleEn,
        titleMm: content.titleMm,
        autosave: row.autosave,
        content: { ...content, cover: toImage(files, image) },
      };
    },

    /** Saves an old revision's content as the newest version (the history keeps everything in between). */
    async restoreRevision(caller: StaffCaller, id: number, revisionId: number, version: number): Promise<DeskPost> {
      const revision = await this.revision(caller, id, revisionId);
      const { cover: _cover, ...content } = revision.content;
      return this.save(caller, id, { ...content, version, autosave: false });
    },

    /** Several posts at once; each is done or reported with its reason. */
    async bulk(caller: StaffCaller, ids: number[], action: 'unpublish' | 'archive' | 'delete' | 'restore') {
      const done: number[] = [];
      const failed: { id: number; respMsg: string }[] = [];
      for (const id of ids) {
        try {
          const [row] = await db.select({ version: posts.version }).from(posts).where(eq(posts.id, id)).limit(1);
          if (!row) throw notFound();
          await this[action](caller, id, row.version);
          done.push(id);
        } catch (error) {
          failed.push({ id, respMsg: error instanceof Error ? error.message : String(error) });
        }
      }
      return { done, failed };
    },

    /** The scheduler's job: scheduled posts whose time has come go public, once, in any number of processes. */
    async publishDue(tx: Db): Promise<number[]> {
      const due = await tx
        .update(posts)
        .set({ status: 'published', updatedAt: now() })
        .where(and(eq(posts.status, 'scheduled'), lte(posts.publicDate, now())))
        .returning();
      for (const row of due) {
        await notifyOnce(tx, row);
        await recordAudit(tx, { staffId: null, name: 'scheduler' }, { action: 'post.published', entityType: 'post', entityId: row.id });
      }
      if (due.length) await deps.invalidate('news', tx);
      return due.map((row) => row.id);
    },

    /** The scheduler's job: posts in the bin for 30 days are removed, with their files. */
    async purgeDeleted(tx: Db): Promise<number> {
      const gone = await tx
        .delete(posts)
        .where(and(eq(posts.status, 'deleted'), lt(posts.deletedAt, new Date(now().getTime() - DELETED_POST_DAYS * DAY))))
        .returning({ id: posts.id, uploadId: posts.imageUploadId });
      await uploads.remove(
        tx,
        gone.map((row) => row.uploadId).filter((id): id is number => id !== null),
      );
      for (const row of gone)
        await recordAudit(tx, { staffId: null, name: 'scheduler' }, { action: 'post.purge', entityType: 'post', entityId: row.id });
      return gone.length;
    },
  };
}

function guardEditor<T>(caller: StaffCaller, run: () => Promise<T>): Promise<T> {
  if (!canEditAny(caller)) return Promise.reject(forbidden());
  return run();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type NewsDesk = ReturnType<typeof newsDesk>;
