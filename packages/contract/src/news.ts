import { z } from 'zod';
import { desEnvelope, envelope, paged } from './envelope.js';
import {
  blankAsAbsent,
  optionalId,
  optionalIdList,
  optionalInt,
  orderByField,
  pageNoField,
  pageSizeField,
  positiveId,
  searchText,
  sortByField,
} from './request.js';

/**
 * News (spec sections 2-4, 7 calls 1-11, 8 and 9): posts, their categories, a member's bookmarks
 * and reactions, and the view / like / unlike counters. All paths are under the member client's
 * base path `/rest-api`.
 *
 * | # | call | auth |
 * |---|------|------|
 * | 1 | `POST /post/getDataByPagination` (newsFilter → newsPageReply) | guest welcome |
 * | 2 | `POST /category/getDataByPagination` (categoryFilter → categoryListReply) | guest welcome |
 * | 3 | `GET /bookmark/getDataByUserId/{userId}` (→ bookmarkListReply) | token; own id only (403) |
 * | 4 | `POST /bookmark/save` (bookmarkPayload → bookmarkReply, respDes) | token; own id only (403) |
 * | 5 | `DELETE /bookmark/remove` (bookmarkPayload as JSON body → bookmarkReply, respDes) | token; own id only (403) |
 * | 6 | `GET /post/getDataById/{id}` (→ newsDetailReply) | guest welcome |
 * | 7 | `POST /reaction/getDataByPagination` (reactionFilter → reactionPageReply) | token; own reactions only (403) |
 * | 8 | `POST /reaction/delete/{id}` (→ reactionChangeReply) | token; own reaction only (403) |
 * | 9 | `POST /reaction/create` (reactionPayload → reactionChangeReply) | token; own id only (403) |
 * | 10 | `GET /post/update-like/{id}?flag=true`, `GET /post/update-unlike/{id}?flag=true` (→ postCountsReply) | token |
 * | 11 | `GET /post/update-view-count/{id}` (→ postCountsReply) | guest welcome |
 *
 * Visibility: a post is visible when its status is 'published' and its publicDate has passed.
 * Drafts and posts scheduled for later are absent from every list and answer 404 by id, on every
 * call that names them (bookmark save, reaction create, counters).
 *
 * Images: `imageUrl` and every `imageSet[].url` are relative `/files/...` paths (spec section 9:
 * the client prefixes the site address); a post without an image has `imageUrl: null` and an
 * empty `imageSet` (the client shows its placeholder).
 *
 * Errors: HTTP 401 (no or expired session on a token call), 403 (a userId or reaction that is not
 * the caller's), 404 (unknown or hidden post, unknown reaction), 422 (validation: a sortBy outside
 * the allowed list, a month of 13, a reactionStatus of 3 ...) with `errors: [{ field, message }]`.
 * The bookmark calls answer `respDes` as well as `respMsg` on failures too.
 */

/** The member-client paths of the 11 news calls (relative to `/rest-api`), with their methods. */
export const newsPaths = {
  /** POST */ list: '/post/getDataByPagination',
  /** POST */ categories: '/category/getDataByPagination',
  /** GET */ bookmarks: (userId: number) => `/bookmark/getDataByUserId/${userId}`,
  /** POST */ saveBookmark: '/bookmark/save',
  /** DELETE with a JSON body */ removeBookmark: '/bookmark/remove',
  /** GET */ detail: (id: number) => `/post/getDataById/${id}`,
  /** POST */ reactions: '/reaction/getDataByPagination',
  /** POST, no body */ deleteReaction: (id: number) => `/reaction/delete/${id}`,
  /** POST */ createReaction: '/reaction/create',
  /** GET */ updateLike: (postId: number) => `/post/update-like/${postId}?flag=true`,
  /** GET */ updateUnlike: (postId: number) => `/post/update-unlike/${postId}?flag=true`,
  /** GET */ updateViewCount: (postId: number) => `/post/update-view-count/${postId}`,
} as const;

/** Spec section 9 / 4: news list defaults. */
export const NEWS_PAGE_SIZE = 9;
/** Myanmar's fixed offset; month/year filters use the publish date in this time zone. */
export const NEWS_TIME_ZONE = 'Asia/Yangon';

/** Spec sections 3 and 9: reactionStatus 1 means like; we store 2 for unlike. */
export const ReactionStatus = { LIKE: 1, UNLIKE: 2 } as const;
export type ReactionStatus = (typeof ReactionStatus)[keyof typeof ReactionStatus];

/** The language a post is written in; the web may label or filter by it. */
export const newsLanguages = ['en', 'mm'] as const;
export type NewsLanguage = (typeof newsLanguages)[number];

/** Spec section 8, exactly. The server sends the success ones as respMsg / respDes. */
export const newsMessages = {
  newsFetched: 'News fetched successfully.',
  categoriesFetched: 'Categories fetched successfully.',
  bookmarksFetched: 'Bookmarks fetched successfully.',
  bookmarkAdded: 'Bookmark added successfully.',
  bookmarkRemoved: 'Bookmark removed successfully.',
  detailFetched: 'News detail fetched successfully.',
  reactionRemoved: 'Reaction removed.',
  reactionUpdated: 'Reaction updated.',
  // Client-side fallbacks (the server never sends these).
  fetchNewsFailed: 'Failed to fetch news.',
  fetchCategoriesFailed: 'Failed to fetch news categories.',
  fetchBookmarksFailed: 'Failed to fetch bookmarked posts.',
  fetchDetailFailed: 'Failed to fetch news detail.',
  toggleReactionFailed: 'Failed to toggle reaction.',
  addBookmarkError: 'An error occurred while adding the bookmark.',
  removeBookmarkError: 'An error occurred while removing the bookmark.',
  addBookmarkFailed: 'Failed to add bookmark.',
  removeBookmarkFailed: 'Failed to remove bookmark.',
  noUserId: 'No user ID provided to fetch bookmarks.',
} as const;

/** Path parameter `{id}` of a post or reaction. */
export const newsIdParam = z.object({ id: positiveId() });
/** Path parameter `{userId}` of the bookmark list. */
export const userIdParam = z.object({ userId: positiveId() });

// ---------------------------------------------------------------------------------------------
// 1. News list: POST /post/getDataByPagination

/** Allowed sortBy values (snake_case column names); anything else is HTTP 422 on `sortBy`. */
export const newsSortKeys = ['id', 'public_date', 'view_count', 'like_count', 'title'] as const;
export type NewsSortKey = (typeof newsSortKeys)[number];

/**
 * Spec section 3 "News filter". Defaults (spec section 4): pageNo 1, pageSize 9, sortBy 'id',
 * orderBy 'DESC', filters empty. pageSize 0 means every matching post.
 * - `id`: one post id.
 * - `title`: case-insensitive "contains" on the title (English or Myanmar; Zawgyi input is converted to Unicode).
 * - `month` (1-12) and `year`: the publish date in Asia/Yangon time; either alone or both.
 * - `categoryIdList`: posts in ANY of these categories; empty means all.
 */
export const newsFilter = z.object({
  searchObj: z
    .object({
      id: optionalId(),
      title: searchText(),
      month: optionalInt(1, 12),
      year: optionalInt(1900, 2100),
      categoryIdList: optionalIdList(),
    })
    .prefault({}),
  pageNo: pageNoField(),
  pageSize: pageSizeField(NEWS_PAGE_SIZE),
  sortBy: sortByField(newsSortKeys, 'id'),
  orderBy: orderByField('DESC'),
});
/** What the web sends (every field optional). */
export type NewsFilter = z.input<typeof newsFilter>;
/** After defaults. */
export type NewsQuery = z.output<typeof newsFilter>;

/** The web's initial and reset state of the news filter (spec section 4). */
export const defaultNewsFilter = {
  searchObj: { id: '', title: '', month: '', year: '', categoryIdList: [] as number[] },
  pageNo: 1,
  pageSize: NEWS_PAGE_SIZE,
  sortBy: 'id',
  orderBy: 'DESC',
} satisfies NewsFilter;

/** One stored width of the post image, for `srcset` ("url 480w, url 960w"). */
export const newsImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type NewsImage = z.infer<typeof newsImage>;

export const newsTag = z.object({ tagName: z.string() });
export type NewsTag = z.infer<typeof newsTag>;

/**
 * Spec section 3 "News item", plus what the cards need. One language per post (`language`).
 * `id` and `postId` are the same number (the spec names both).
 */
export const newsItem = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** ISO 8601 instant (UTC). Shown as DD-MM-YYYY hh:mm A. */
  publicDate: z.string(),
  /** Relative `/files/...` path of the default (960 px) image, or null: show the placeholder. */
  imageUrl: z.string().nullable(),
  /** Every stored width, narrowest first (empty when there is no image). */
  imageSet: z.array(newsImage),
  /** In display order; the saved-news card shows the first as a badge. */
  tagList: z.array(newsTag),
  categoryIds: z.array(z.number().int()),
  /** Plain text, at most about 200 characters, for cards and meta descriptions. */
  excerpt: z.string(),
  language: z.enum(newsLanguages),
  /**
   * The post's version in the other language, when it has one (a title and a body): a reader of
   * that language sees it; without one, the page shows `title` with a note of its language.
   */
  translation: z.object({ language: z.enum(newsLanguages), title: z.string(), excerpt: z.string() }).nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsPageReply = envelope(paged(newsItem));
export type NewsPage = z.infer<typeof newsPageReply>['data'];

// ---------------------------------------------------------------------------------------------
// 2. Categories: POST /category/getDataByPagination

export const categorySortKeys = ['total_count', 'id', 'category_name'] as const;
export type CategorySortKey = (typeof categorySortKeys)[number];

/**
 * Spec section 3 "Category filter". Defaults (spec section 4): pageSize 0 (all), sortBy
 * 'total_count', orderBy 'DESC', empty name. `categoryName` matches the English or the Myanmar name.
 */
export const categoryFilter = z.object({
  searchObj: z
    .object({
      categoryName: searchText(),
    })
    .prefault({}),
  pageNo: pageNoField(),
  pageSize: pageSizeField(0),
  sortBy: sortByField(categorySortKeys, 'total_count'),
  orderBy: orderByField('DESC'),
});
export type CategoryFilter = z.input<typeof categoryFilter>;

export const defaultCategoryFilter = {
  searchObj: { categoryName: '' },
  pageNo: 1,
  pageSize: 0,
  sortBy: 'total_count',
  orderBy: 'DESC',
} satisfies CategoryFilter;

export const newsCategory = z.object({
  id: z.number().int(),
  /** English name. */
  categoryName: z.string(),
  /** Myanmar name. */
  categoryNameMm: z.string(),
  /** How many visible (published, due) posts are in it. */
  totalCount: z.number().int(),
});
export type NewsCategory = z.infer<typeof newsCategory>;

/** data is the plain list (spec: "result read from data"), not a paged object. */
export const categoryListReply = envelope(z.array(newsCategory));

// ---------------------------------------------------------------------------------------------
// 6. News detail: GET /post/getDataById/{id}

export const newsCategoryRef = newsCategory.pick({ id: true, categoryName: true, categoryNameMm: true });

export const newsDetail = newsItem.extend({
  /** Sanitised HTML (sanitised on the server when the post is written); still pass it through DOMPurify. */
  body: z.string(),
  /** The other language's version with its body (see newsItem.translation). */
  translation: z.object({ language: z.enum(newsLanguages), title: z.string(), excerpt: z.string(), body: z.string() }).nullable(),
  categories: z.array(newsCategoryRef),
});
export type NewsDetail = z.infer<typeof newsDetail>;
export const newsDetailReply = envelope(newsDetail);

// ---------------------------------------------------------------------------------------------
// 3-5. Bookmarks

/** Body of save and remove; `userId` must be the caller's (else 403). */
export const bookmarkPayload = z.object({ userId: positiveId(), postId: positiveId() });
export type BookmarkPayload = z.input<typeof bookmarkPayload>;
export type BookmarkInput = z.output<typeof bookmarkPayload>;

/**
 * A bookmark is identified by (userId, postId); `id` equals postId, as the spec's local entries do.
 */
export const bookmark = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  postId: z.number().int(),
  /** ISO 8601 instant the post was saved. */
  createdTime: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

/** A list entry carries the post for the saved-news grid: no second call needed. */
export const bookmarkEntry = bookmark.extend({ post: newsItem });
export type BookmarkEntry = z.infer<typeof bookmarkEntry>;

/**
 * Newest first. Bookmarks of posts that are no longer visible (unpublished since) are left out.
 */
export const bookmarkListReply = envelope(z.array(bookmarkEntry));

/**
 * Save and remove answer `respCode` + `respDes` (spec section 7). Both are idempotent: saving a
 * saved post answers 0000 and keeps one bookmark; removing one that is not saved answers 0000.
 */
export const bookmarkReply = desEnvelope(bookmark);

// ---------------------------------------------------------------------------------------------
// 7-9. Reactions

export const reactionSortKeys = ['updated_time', 'id', 'created_time'] as const;

/**
 * Spec call 7. Defaults: pageNo 1, pageSize 0 (all), sortBy 'updated_time', orderBy 'DESC'.
 * Only the caller's reactions are searched: a `userId` other than the caller's is 403; without
 * one, the caller's are meant.
 */
export const reactionFilter = z.object({
  searchObj: z
    .object({
      postId: optionalId(),
      userId: optionalId(),
    })
    .prefault({}),
  pageNo: pageNoField(),
  pageSize: pageSizeField(0),
  sortBy: sortByField(reactionSortKeys, 'updated_time'),
  orderBy: orderByField('DESC'),
});
export type ReactionFilter = z.input<typeof reactionFilter>;

export const reaction = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  userId: z.number().int(),
  /** 1 like, 2 unlike. */
  reactionStatus: z.number().int(),
  /** ISO 8601 instant. */
  updatedTime: z.string(),
});
export type Reaction = z.infer<typeof reaction>;
export const reactionPageReply = envelope(paged(reaction));

/**
 * Spec call 9. One reaction per member and post: creating when one exists REPLACES its status
 * (answers 0000 'Reaction updated.', same reaction id).
 */
export const reactionPayload = z.object({
  postId: positiveId(),
  userId: positiveId(),
  reactionStatus: z.coerce
    .number({ error: 'Must be 1 (like) or 2 (unlike)' })
    .int('Must be 1 (like) or 2 (unlike)')
    .refine((value) => value === ReactionStatus.LIKE || value === ReactionStatus.UNLIKE, 'Must be 1 (like) or 2 (unlike)'),
});
export type ReactionPayload = z.input<typeof reactionPayload>;

/** The post's true counters after a change; also the reply of calls 10 and 11. */
export const postCounts = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
});
export type PostCounts = z.infer<typeof postCounts>;

/**
 * Reply of create (respMsg 'Reaction updated.', `reaction` set) and delete (respMsg
 * 'Reaction removed.', `reaction` null), with the post's counters after the change.
 */
export const reactionChange = z.object({ reaction: reaction.nullable(), counts: postCounts });
export type ReactionChange = z.infer<typeof reactionChange>;
export const reactionChangeReply = envelope(reactionChange);

// ---------------------------------------------------------------------------------------------
// 10-11. Counters

/**
 * `?flag=true` is accepted for the spec's call shape and otherwise ignored: like and unlike counts
 * are kept equal to the reactions table (updated in the same transaction as a reaction), so these
 * calls only answer the true counts and repeating them never inflates anything.
 */
export const counterQuery = z.object({
  flag: blankAsAbsent(z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }).optional()),
});

/**
 * Calls 10 and 11 answer the post's current counters. update-view-count counts a viewer (the
 * member, or for guests a keyed hash of IP address + user agent) at most once per post per hour.
 */
export const postCountsReply = envelope(postCounts);
