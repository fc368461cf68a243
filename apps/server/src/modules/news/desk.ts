import { and, asc, eq, gte, inArray, lt, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  deskCreatePayload,
  deskPostFilter,
  deskPublishPayload,
  type DeskPost,
  type DeskPostContent,
  type DeskPostRow,
  type DeskPublishPayload,
  type DeskSavePayload,
  type DeskStatus,
} from '@mahasi/contract/staff-news';
import { rowsOf, type Db } from '../../db/client.js';
import { BusinessError, HttpError, forbidden } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/html.js';
import { ValidationError } from '../../lib/validation.js';
import type { FileStore } from '../files/store.js';
import type { NotificationService } from '../notifications/service.js';
import { recordAudit } from '../staff/audit.js';
import { toImage } from '../content/images.js';
import { containsText, storedText, bilingualOf } from '../../lib/text.js';
import { defineRecordKind, recordDesk, type RecordContext, type RecordDeps, type StatusMachine } from '../records/engine.js';
import { excerptOf } from './service.js';
import { newsCategories, postCategories, posts, type PostImage } from './schema.js';
import { yangonInstant } from '../../lib/yangonTime.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

const DAY = 24 * 60 * 60 * 1000;
/** The revisions table's name for news posts. */
const REVISION_KIND = 'news';
/** The public news pages and lists read under this cache scope. */
const NEWS_CACHE_SCOPE = 'news';

type PostRow = typeof posts.$inferSelect;
type Content = z.output<typeof deskCreatePayload>;
type Filter = z.output<typeof deskPostFilter>['searchObj'];
/** What a save looked like, for viewing and restoring: the content with the stored cover image. */
type RevisionContent = Content & { image: PostImage | null };
/** A revision as the console reads it: the cover as its files. */
type RevisionReadBack = Content & { cover: ReturnType<typeof toImage> };

/** Editors and admins publish and touch every post; authors only write their own drafts. */
const canEditAny = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);

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
    ...bilingualOf(row, 'title', 'summary', 'body'),
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
function assertPublishable(row: PostRow): void {
  const errors: { field: string; message: string }[] = [];
  if (languagesOf(row).length === 0) {
    if (!row.titleEn.trim() && !row.titleMm.trim()) errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
    if (!textOf(row.bodyEn) && !textOf(row.bodyMm)) errors.push({ field: 'bodyEn', message: 'Is required in English or Myanmar' });
    if (errors.length === 0) errors.push({ field: 'titleEn', message: 'And the body must be in the same language' });
  }
  if (row.image && !row.imageAltEn.trim() && !row.imageAltMm.trim())
    errors.push({ field: 'coverAltEn', message: 'Is required for the cover image' });
  if (!row.author.trim()) errors.push({ field: 'author', message: 'Is required' });
  if (errors.length) throw new ValidationError(errors);
}

export interface DeskDeps extends RecordDeps {
  notifications: Pick<NotificationService, 'broadcast'>;
}

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

function toDeskPost(files: FileStore, row: PostRow, categoryIds: number[], authorName: string | null): DeskPost {
  const { image, ...content } = contentOf(row, categoryIds);
  return {
    id: row.id,
    version: row.version,
    status: row.status as DeskStatus,
    ...content,
    cover: toImage(files, image),
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

/** The desk's posts as the console reads them, with their categories and their authors' names. */
async function presentPosts(ctx: RecordContext, rows: PostRow[]): Promise<DeskPost[]> {
  const categories = await categoryIdsOf(
    ctx.tx,
    rows.map((row) => row.id),
  );
  const names = await authorNames(
    ctx.tx,
    rows.map((row) => row.authorStaffId),
  );
  return rows.map((row) => toDeskPost(ctx.files, row, categories.get(row.id) ?? [], names.get(row.authorStaffId ?? 0) ?? null));
}

/** Members hear of a post once, when it first goes public; later edits and republishing stay quiet. */
async function notifyOnce(tx: Db, notifications: DeskDeps['notifications'], row: PostRow): Promise<void> {
  const [claimed] = await tx
    .update(posts)
    .set({ notifiedAt: row.publicDate })
    .where(and(eq(posts.id, row.id), sql`${posts.notifiedAt} is null`))
    .returning({ id: posts.id });
  if (!claimed) return;
  await notifications.broadcast(
    { notiType: 4, subject: row.title, content: `<p>${escapeHtml(row.excerpt)}</p>`, link: `/news/${row.id}`, at: row.publicDate },
    tx,
  );
}

/**
 * A post's statuses (docs/decisions/0051): a draft an author sends for review, published now or
 * scheduled by an editor, archived, or in the bin. Only 'published' is on the site; what is
 * scheduled must stay fit to be read, and authors change their drafts and what they sent for review.
 */
function newsStatuses(notifications: DeskDeps['notifications']): StatusMachine<PostRow, DeskStatus> {
  const status = (row: PostRow) => row.status as DeskStatus;
  return {
    of: status,
    isPublic: (row) => row.status === 'published',
    staysPublishable: (row) => row.status === 'published' || row.status === 'scheduled',
    ownerMayChange: (row) => row.status === 'draft' || row.status === 'review',
    where: (asked) => (asked ? eq(posts.status, asked) : ne(posts.status, 'deleted')),
    initial: (at) => ({ status: 'draft', publicDate: at }),
    audited: (row) => ({ status: row.status, publicDate: row.publicDate.toISOString() }),
    // Members are told when a post first goes public (a publish now; a schedule tells them when due).
    afterMove: async (tx, row) => {
      if (row.status === 'published') await notifyOnce(tx, notifications, row);
    },
    transitions: {
      /** An author sends a draft for review. */
      submit: {
        to(row) {
          if (row.status !== 'draft') throw notAllowedNow();
          return { status: 'review' };
        },
      },
      /** Now, or at `at` (scheduled: the scheduler publishes it then, once). */
      publish: {
        editorsOnly: true,
        input: deskPublishPayload,
        to(row, move) {
          if (row.status === 'deleted') throw notAllowedNow();
          assertPublishable(row);
          const wanted = (move.input as z.output<typeof deskPublishPayload>).at;
          const at = wanted ? new Date(wanted) : null;
          if (at !== null && at.getTime() > move.at.getTime()) return { status: 'scheduled', publicDate: at };
          // A post published before keeps its first date when it comes back.
          return { status: 'published', publicDate: row.notifiedAt ? row.publicDate : move.at };
        },
        action: (next) => (next.status === 'scheduled' ? 'post.schedule' : undefined),
      },
      unpublish: {
        editorsOnly: true,
        to(row) {
          if (row.status !== 'published' && row.status !== 'scheduled') throw notAllowedNow();
          return { status: 'draft' };
        },
      },
      archive: {
        editorsOnly: true,
        to(row) {
          if (row.status === 'deleted' || row.status === 'archived') throw notAllowedNow();
          return { status: 'archived' };
        },
      },
      /** Into the bin for 30 days. Authors may bin their own drafts. */
      delete: {
        to(row, move) {
          if (row.status === 'deleted') throw notAllowedNow();
          if (!move.writesAny && row.status !== 'draft') throw forbidden();
          return { status: 'deleted', deletedAt: move.at };
        },
      },
      /** Out of the bin, as a draft (it is not published again by itself). */
      restore: {
        to(row) {
          if (row.status !== 'deleted') throw notAllowedNow();
          return { status: 'draft', deletedAt: null };
        },
      },
    },
  };
}

const sortColumns: Record<string, AnyColumn> = {
  updated_at: posts.updatedAt,
  public_date: posts.publicDate,
  created_at: posts.createdAt,
  title: posts.title,
  view_count: posts.viewCount,
  like_count: posts.likeCount,
  id: posts.id,
};

/** News posts as a kind of record (docs/decisions/0047, 0051). */
export const newsKind = (notifications: DeskDeps['notifications']) =>
  defineRecordKind<PostRow, Content, DeskPost, DeskPostRow, Filter, DeskStatus>({
    name: REVISION_KIND,
    entityType: 'post',
    table: posts,
    status: newsStatuses(notifications),
    cacheScope: NEWS_CACHE_SCOPE,
    cover: { column: 'image', uploadColumn: 'imageUploadId' },
    access: { writesAny: canEditAny, owner: { column: posts.authorStaffId, of: (row) => row.authorStaffId } },
    content: deskCreatePayload,
    clean: cleanContent,
    // A new post's byline is its writer's name unless another is typed.
    guard: (caller, content, existing) => (existing || content.author ? content : { ...content, author: caller.fullName }),
    async values(ctx, content) {
      if (content.categoryIds.length) {
        const found = await ctx.tx
          .select({ id: newsCategories.id })
          .from(newsCategories)
          .where(inArray(newsCategories.id, content.categoryIds));
        if (found.length !== content.categoryIds.length)
          throw new ValidationError([{ field: 'categoryIds', message: 'Has a category that does not exist' }]);
      }
      const primary = primaryOf(content);
      return {
        title: primary.title,
        body: primary.body,
        excerpt: primary.excerpt,
        language: primary.language,
        excerptEn: primary.excerptEn,
        excerptMm: primary.excerptMm,
        ...bilingualOf(content, 'title', 'summary', 'body'),
        author: content.author,
        tagList: content.tagList,
        imageAltEn: content.coverAltEn,
        imageAltMm: content.coverAltMm,
      };
    },
    created: (caller) => ({ authorStaffId: caller.staffId }),
    stamp: (caller) => ({ updatedByStaffId: caller.staffId }),
    async afterWrite(ctx, id, content) {
      await ctx.tx.delete(postCategories).where(eq(postCategories.postId, id));
      if (content.categoryIds.length)
        await ctx.tx.insert(postCategories).values(content.categoryIds.map((categoryId) => ({ postId: id, categoryId })));
    },
    contentOf: async (ctx, row) => contentOf(row, (await categoryIdsOf(ctx.tx, [row.id])).get(row.id) ?? []),
    assertPublishable: (row) => assertPublishable(row),
    keptInBin: ne(posts.status, 'deleted'),
    auditOmits: ['image'],
    keepsContentBefore: false,
    revisionContent: (ctx, stored) => {
      const { image, ...content } = stored as RevisionContent;
      return { ...content, cover: toImage(ctx.files, image) };
    },
    list: {
      filter: deskPostFilter,
      status: (f) => f.status,
      where: (f, writesAny) => [
        // An author's desk shows their own posts (the engine's owner condition); editors may ask for one author's.
        writesAny && f.authorStaffId ? eq(posts.authorStaffId, f.authorStaffId) : undefined,
        f.text ? containsText([posts.titleEn, posts.titleMm], f.text) : undefined,
        f.categoryId
          ? sql`${posts.id} in (select ${postCategories.postId} from ${postCategories} where ${postCategories.categoryId} = ${f.categoryId})`
          : undefined,
        f.language === 'en' ? ne(posts.titleEn, '') : f.language === 'mm' ? ne(posts.titleMm, '') : undefined,
        f.from ? gte(posts.updatedAt, yangonInstant(f.from)) : undefined,
        f.to ? lt(posts.updatedAt, new Date(yangonInstant(f.to).getTime() + DAY)) : undefined,
      ],
      sort: (sortBy) => sortColumns[sortBy]!,
    },
    present: async (ctx, row) => (await presentPosts(ctx, [row]))[0]!,
    presentRows: async (ctx, rows) =>
      (await presentPosts(ctx, rows)).map((post) => {
        const { bodyEn: _b1, bodyMm: _b2, summaryEn: _s1, summaryMm: _s2, coverAltEn: _a1, coverAltMm: _a2, ...rest } = post;
        return rest;
      }),
  });

/** The news desk: the record engine's desk of posts, with news' own moves and its scheduler's job. */
export function newsDesk(deps: DeskDeps) {
  const { now, notifications } = deps;
  const desk = recordDesk(deps, newsKind(notifications));

  return {
    list: (caller: StaffCaller, input: unknown) => desk.list(caller, input),
    get: (caller: StaffCaller, id: number) => desk.get(caller, id),
    create: (caller: StaffCaller, input: DeskPostContent) => desk.create(caller, input),
    /** A save (or autosave) from `version`; refused with who and when if someone saved since. */
    save: (caller: StaffCaller, id: number, input: DeskSavePayload) => desk.save(caller, id, input),
    /** An author sends a draft for review. */
    submit: (caller: StaffCaller, id: number, version: number) => desk.move(caller, id, version, 'submit'),
    /** Now, or at `at` (scheduled: the scheduler publishes it then, once). Editors and admins only. */
    publish: (caller: StaffCaller, id: number, input: DeskPublishPayload) => desk.move(caller, id, input.version, 'publish', input),
    unpublish: (caller: StaffCaller, id: number, version: number) => desk.move(caller, id, version, 'unpublish'),
    archive: (caller: StaffCaller, id: number, version: number) => desk.move(caller, id, version, 'archive'),
    /** Into the bin for 30 days. Authors may bin their own drafts. */
    delete: (caller: StaffCaller, id: number, version: number) => desk.move(caller, id, version, 'delete'),
    /** Out of the bin, as a draft (it is not published again by itself). */
    restore: (caller: StaffCaller, id: number, version: number) => desk.move(caller, id, version, 'restore'),
    // A post's revisions always name who saved them (`keepsContentBefore: false`).
    revisions: async (caller: StaffCaller, id: number) =>
      (await desk.revisions(caller, id)).map((revision) => ({ ...revision, staffName: revision.staffName ?? '' })),
    async revision(caller: StaffCaller, id: number, revisionId: number) {
      const revision = await desk.revision(caller, id, revisionId);
      // The content as `revisionContent` gives it: the post's content with its cover's files.
      return { ...revision, staffName: revision.staffName ?? '', content: revision.content as RevisionReadBack };
    },
    /** Saves an old revision's content as the newest version (the history keeps everything in between). */
    restoreRevision: (caller: StaffCaller, id: number, revisionId: number, version: number) =>
      desk.restoreRevision(caller, id, revisionId, version),

    /** Several posts at once; each is done or reported with its reason. */
    async bulk(caller: StaffCaller, ids: number[], action: 'unpublish' | 'archive' | 'delete' | 'restore') {
      try {
        const result = await desk.moveMany(caller, ids, action);
        return { done: result.done, failed: result.refused.map(({ id, respMsg }) => ({ id, respMsg })) };
      } catch (error) {
        // A move the caller may not make at all is refused for each post.
        if (error instanceof HttpError && error.statusCode === 403)
          return { done: [], failed: ids.map((id) => ({ id, respMsg: error.message })) };
        throw error;
      }
    },

    /** The scheduler's job: scheduled posts whose time has come go public, once, in any number of processes. */
    async publishDue(tx: Db): Promise<number[]> {
      const due = await tx
        .update(posts)
        .set({ status: 'published', updatedAt: now() })
        .where(and(eq(posts.status, 'scheduled'), lte(posts.publicDate, now())))
        .returning();
      for (const row of due) {
        await notifyOnce(tx, notifications, row);
        await recordAudit(tx, { staffId: null, name: 'scheduler' }, { action: 'post.published', entityType: 'post', entityId: row.id });
      }
      if (due.length) await deps.invalidate(NEWS_CACHE_SCOPE, tx);
      return due.map((row) => row.id);
    },

    /** The scheduler's job: posts in the bin for 30 days are removed, with their files and revisions. */
    purgeDeleted: (tx: Db) => desk.purgeDeleted(tx),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type NewsDesk = ReturnType<typeof newsDesk>;
