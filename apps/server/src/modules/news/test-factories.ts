import { sql } from 'drizzle-orm';
import { invalidationsDelivered, type TestApp } from '../../test/app.js';
import type { PostImage } from './schema.js';
import { newsService, type NewPost } from './service.js';

let counter = 0;

/** Posts and categories for tests, written through the service (so bodies are sanitised as in production). */
export function newsFactory(t: TestApp) {
  const service = newsService({ db: t.database.db, files: t.app.ctx.files, now: () => new Date(), cache: t.app.ctx.cache });
  return {
    service,
    async category(name?: string, nameMm?: string): Promise<number> {
      const n = ++counter;
      return service.createCategory({ categoryName: name ?? `Category ${n}`, categoryNameMm: nameMm ?? `အမျိုးအစား ${n}` });
    },
    /** A published post dated a minute ago unless told otherwise. */
    async post(overrides: Partial<NewPost> = {}): Promise<number> {
      const n = ++counter;
      const id = await service.createPost({
        title: `Retreat news ${n}`,
        author: 'Mahasi Sasana Yeiktha',
        body: `<p>Paragraph one of post ${n}.</p><p>Paragraph two.</p>`,
        language: 'en',
        tagList: ['Retreat'],
        publicDate: new Date(Date.now() - 60_000),
        ...overrides,
      });
      // As a reader would find it after the write's reply: its invalidation has gone round.
      await invalidationsDelivered(t);
      return id;
    },
    /** Removes every post and category (bookmarks, reactions and views go with them). */
    reset: async () => {
      await t.database.db.execute(sql`truncate posts, news_categories restart identity cascade`);
      await t.app.ctx.cache.invalidate('news');
    },
  };
}

/** A stored image record pointing at keys that need not exist (replies only turn keys into paths). */
export const testImage = (name = 'test'): PostImage => ({
  width: 1600,
  height: 900,
  variants: [
    { key: `news/${name}-480.webp`, width: 480 },
    { key: `news/${name}-960.webp`, width: 960 },
    { key: `news/${name}-1440.webp`, width: 1440 },
  ],
});
