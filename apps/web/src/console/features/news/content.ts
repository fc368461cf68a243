import { emptyBodyAsBlank, type Lang } from '../../components/editor/body';
import type { DeskPost, DeskPostRow } from '@mahasi/contract/staff-news';
import type { DeskStatus } from '@mahasi/contract/constants/staff-news';

/** The editable content of a post as the editor holds it (every field filled). */
export interface Draft {
  titleEn: string;
  titleMm: string;
  summaryEn: string;
  summaryMm: string;
  bodyEn: string;
  bodyMm: string;
  author: string;
  categoryIds: number[];
  tagList: string[];
  coverUploadId: number | null;
  coverAltEn: string;
  coverAltMm: string;
}

export { emptyBodyAsBlank, langs, type Lang } from '../../components/editor/body';
export type LangField = 'title' | 'summary' | 'body' | 'coverAlt';
export const fieldOf = <F extends LangField>(field: F, lang: Lang) => `${field}${lang === 'en' ? 'En' : 'Mm'}` as `${F}${'En' | 'Mm'}`;

export function emptyDraft(author: string): Draft {
  return {
    titleEn: '',
    titleMm: '',
    summaryEn: '',
    summaryMm: '',
    bodyEn: '',
    bodyMm: '',
    author,
    categoryIds: [],
    tagList: [],
    coverUploadId: null,
    coverAltEn: '',
    coverAltMm: '',
  };
}

export function draftOf(post: DeskPost): Draft {
  return {
    titleEn: post.titleEn,
    titleMm: post.titleMm,
    summaryEn: post.summaryEn,
    summaryMm: post.summaryMm,
    bodyEn: emptyBodyAsBlank(post.bodyEn),
    bodyMm: emptyBodyAsBlank(post.bodyMm),
    author: post.author,
    categoryIds: [...post.categoryIds],
    tagList: [...post.tagList],
    coverUploadId: post.coverUploadId,
    coverAltEn: post.coverAltEn,
    coverAltMm: post.coverAltMm,
  };
}

/** One string per content, to tell whether anything changed since the last save. */
export function contentKey(draft: Draft): string {
  return JSON.stringify([
    draft.titleEn,
    draft.titleMm,
    draft.summaryEn,
    draft.summaryMm,
    emptyBodyAsBlank(draft.bodyEn),
    emptyBodyAsBlank(draft.bodyMm),
    draft.author,
    [...draft.categoryIds].sort((a, b) => a - b),
    draft.tagList,
    draft.coverUploadId,
    draft.coverAltEn,
    draft.coverAltMm,
  ]);
}

/** Whether a new post has anything worth keeping yet (an empty form is not saved by itself). */
export function hasContent(draft: Draft, author: string): boolean {
  return contentKey(draft) !== contentKey(emptyDraft(author));
}

/**
 * The title a reader of `locale` sees in a list: theirs, else the other language's (with its
 * language, for `lang`), or null when the post has no title yet.
 */
export function titleFor(post: Pick<DeskPostRow, 'titleEn' | 'titleMm'>, locale: string): { text: string; lang: Lang } | null {
  const order: Lang[] = locale === 'mm' ? ['mm', 'en'] : ['en', 'mm'];
  for (const lang of order) {
    const text = (lang === 'en' ? post.titleEn : post.titleMm).trim();
    if (text) return { text, lang };
  }
  return null;
}

/** What a role may do to a post in its status (the server decides again; this only shows the buttons that can work). */
export interface PostActions {
  edit: boolean;
  submit: boolean;
  publish: boolean;
  schedule: boolean;
  unpublish: boolean;
  archive: boolean;
  delete: boolean;
  restore: boolean;
}

export function actionsFor(status: DeskStatus | null, canPublish: boolean): PostActions {
  // A post not saved yet can only be written (and sent or published once it is).
  const s = status ?? 'draft';
  const live = s === 'published' || s === 'scheduled';
  if (!canPublish) {
    return {
      edit: s === 'draft' || s === 'review',
      submit: s === 'draft',
      publish: false,
      schedule: false,
      unpublish: false,
      archive: false,
      delete: s === 'draft' && status !== null,
      restore: s === 'deleted',
    };
  }
  return {
    edit: s !== 'deleted',
    submit: false,
    publish: s !== 'deleted' && s !== 'published',
    schedule: s !== 'deleted' && s !== 'published',
    unpublish: live,
    archive: s !== 'deleted' && s !== 'archived' && status !== null,
    delete: s !== 'deleted' && status !== null,
    restore: s === 'deleted',
  };
}

/** Which bulk actions a role is offered on the list. */
export function bulkActionsFor(canPublish: boolean): ('unpublish' | 'archive' | 'delete' | 'restore')[] {
  return canPublish ? ['unpublish', 'archive', 'delete', 'restore'] : ['delete', 'restore'];
}

/** The fields the editor shows; a 422 on any other is said at the top of the form. */
export const editorFields = [
  'titleEn',
  'titleMm',
  'summaryEn',
  'summaryMm',
  'bodyEn',
  'bodyMm',
  'author',
  'categoryIds',
  'tagList',
  'coverUploadId',
  'coverAltEn',
  'coverAltMm',
] as const;
