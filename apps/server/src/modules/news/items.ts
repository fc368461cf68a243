import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { NewsImage, NewsItem, PostCounts } from '@mahasi/contract/news';
import type { FileStore } from '../files/store.js';
import { posts, type PostImage } from './schema.js';
import { bilingualOf } from '../../lib/text.js';

/** The width the `imageUrl` of a reply has (the other widths are in `imageSet`). */
export const DEFAULT_IMAGE_WIDTH = 960;

/** Published and due: drafts and posts scheduled for later stay hidden everywhere. */
export const visibleAt = (now: Date): SQL => and(eq(posts.status, 'published'), lte(posts.publicDate, now))!;

/** The post's category ids, in one sub-select of the same query (no query per row). */
export const categoryIdsColumn = sql<unknown>`coalesce((select array_agg(pc.category_id order by pc.category_id) from post_categories pc where pc.post_id = ${posts.id}), '{}'::int[])`;

/** What a list, a bookmark entry and the detail read of a post (no body). */
export const itemColumns = {
  id: posts.id,
  title: posts.title,
  author: posts.author,
  excerpt: posts.excerpt,
  language: posts.language,
  ...bilingualOf(posts, 'title', 'excerpt'),
  hasBodyEn: sql<boolean>`${posts.bodyEn} <> ''`,
  hasBodyMm: sql<boolean>`${posts.bodyMm} <> ''`,
  image: posts.image,
  tagList: posts.tagList,
  publicDate: posts.publicDate,
  viewCount: posts.viewCount,
  likeCount: posts.likeCount,
  unlikeCount: posts.unlikeCount,
  categoryIds: categoryIdsColumn,
};

export interface ItemRow {
  id: number;
  title: string;
  author: string;
  excerpt: string;
  language: 'en' | 'mm';
  titleEn: string;
  titleMm: string;
  excerptEn: string;
  excerptMm: string;
  hasBodyEn: boolean;
  hasBodyMm: boolean;
  image: PostImage | null;
  tagList: string[] | string | null;
  publicDate: Date | string;
  viewCount: number;
  likeCount: number;
  unlikeCount: number;
  categoryIds: unknown;
}

/** Both drivers parse int[] and text[]; a literal '{1,2}' is handled too, in case one does not. */
function arrayOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{') && value.length > 2) {
    return value
      .slice(1, -1)
      .split(',')
      .map((part) => part.replace(/^"|"$/g, ''));
  }
  return [];
}

export function imageSetOf(files: FileStore, image: PostImage | null): NewsImage[] {
  if (!image || image.variants.length === 0) return [];
  return [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => ({
      url: files.publicUrl(variant.key),
      width: variant.width,
      height: Math.round((image.height * variant.width) / image.width),
    }));
}

/** The other language's version, when the post has a title and a body in it (docs/decisions/0018). */
export function translationOf(row: ItemRow): NewsItem['translation'] {
  const other = row.language === 'en' ? 'mm' : 'en';
  const title = other === 'en' ? row.titleEn : row.titleMm;
  const hasBody = other === 'en' ? row.hasBodyEn : row.hasBodyMm;
  if (!title.trim() || !hasBody) return null;
  return { language: other, title, excerpt: other === 'en' ? row.excerptEn : row.excerptMm };
}

export function toNewsItem(files: FileStore, row: ItemRow): NewsItem {
  const imageSet = imageSetOf(files, row.image);
  const preferred = imageSet.find((variant) => variant.width >= DEFAULT_IMAGE_WIDTH) ?? imageSet.at(-1);
  return {
    id: row.id,
    postId: row.id,
    title: row.title,
    author: row.author,
    publicDate: new Date(row.publicDate).toISOString(),
    imageUrl: preferred?.url ?? null,
    imageSet,
    tagList: arrayOf(row.tagList).map((tagName) => ({ tagName })),
    categoryIds: arrayOf(row.categoryIds).map(Number),
    excerpt: row.excerpt,
    language: row.language,
    translation: translationOf(row),
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
    unlikeCount: Number(row.unlikeCount),
  };
}

export const countsColumns = {
  id: posts.id,
  viewCount: posts.viewCount,
  likeCount: posts.likeCount,
  unlikeCount: posts.unlikeCount,
};

export const toCounts = (row: { id: number; viewCount: number; likeCount: number; unlikeCount: number }): PostCounts => ({
  id: row.id,
  postId: row.id,
  viewCount: Number(row.viewCount),
  likeCount: Number(row.likeCount),
  unlikeCount: Number(row.unlikeCount),
});
