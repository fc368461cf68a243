import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../files/store.js';
import { newsCategories } from './schema.js';
import { seedCategories, seedPosts, type SeedCategoryKey, type SeedPost } from './seed-data.js';
import { newsService } from './service.js';
import type { PostImage } from './schema.js';

/** Stored widths of every news image (srcset); the reply's imageUrl is the 960 one. */
export const NEWS_IMAGE_WIDTHS = [480, 960, 1440];
const BASE_WIDTH = 1600;
const BASE_HEIGHT = 900;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 09:00 in Yangon is 02:30 UTC. */
const PUBLISH_HOUR_UTC = 2.5;

/** Ten calm scenes (hues and a motif), drawn as SVG and rendered to WebP: no network, no fonts. */
const artworks: { hues: [number, number]; motif: 'stupa' | 'lotus' | 'sun' | 'path' | 'robe' }[] = [
  { hues: [28, 350], motif: 'stupa' },
  { hues: [32, 15], motif: 'robe' },
  { hues: [210, 250], motif: 'lotus' },
  { hues: [140, 170], motif: 'path' },
  { hues: [45, 20], motif: 'sun' },
  { hues: [190, 220], motif: 'stupa' },
  { hues: [100, 60], motif: 'sun' },
  { hues: [270, 320], motif: 'lotus' },
  { hues: [15, 40], motif: 'path' },
  { hues: [200, 160], motif: 'robe' },
];

function svgOf(index: number): string {
  const { hues, motif } = artworks[index % artworks.length]!;
  const [a, b] = hues;
  const w = BASE_WIDTH;
  const h = BASE_HEIGHT;
  let art = '';
  if (motif === 'stupa') {
    const cx = w / 2;
    const base = h * 0.86;
    art += `<circle cx="${cx}" cy="${h * 0.42}" r="${h * 0.36}" fill="url(#glow)"/>`;
    art += `<rect x="${cx - 260}" y="${base - 40}" width="520" height="40" fill="hsl(43,80%,52%)"/>`;
    art += `<path d="M ${cx - 200} ${base - 40} C ${cx - 200} ${base - 260}, ${cx - 40} ${base - 330}, ${cx} ${base - 420} C ${cx + 40} ${base - 330}, ${cx + 200} ${base - 260}, ${cx + 200} ${base - 40} Z" fill="hsl(45,90%,58%)"/>`;
    art += `<path d="M ${cx - 22} ${base - 400} L ${cx} ${base - 640} L ${cx + 22} ${base - 400} Z" fill="hsl(47,95%,68%)"/>`;
  } else if (motif === 'lotus') {
    const cx = w / 2;
    const cy = h * 0.58;
    art += `<circle cx="${cx}" cy="${cy}" r="${h * 0.42}" fill="url(#glow)"/>`;
    for (let i = -3; i <= 3; i++) {
      art += `<ellipse cx="${cx}" cy="${cy - 120}" rx="70" ry="190" fill="hsl(${(a + 330) % 360},70%,${78 - Math.abs(i) * 5}%)" fill-opacity="0.85" transform="rotate(${i * 22} ${cx} ${cy + 60})"/>`;
    }
    art += `<ellipse cx="${cx}" cy="${cy + 90}" rx="420" ry="50" fill="hsl(${b},40%,22%)" fill-opacity="0.7"/>`;
  } else if (motif === 'sun') {
    art += `<circle cx="${w * 0.66}" cy="${h * 0.4}" r="${h * 0.18}" fill="hsl(42,95%,70%)"/>`;
    for (let i = 0; i < 4; i++) {
      const y = h * (0.58 + i * 0.11);
      art += `<path d="M0 ${y} C ${w * 0.25} ${y - h * 0.1}, ${w * 0.55} ${y + h * 0.08}, ${w} ${y - h * 0.05} L ${w} ${h} L 0 ${h} Z" fill="hsl(${b},45%,${32 - i * 6}%)" fill-opacity="0.9"/>`;
    }
  } else if (motif === 'path') {
    art += `<path d="M ${w * 0.44} ${h} L ${w * 0.5} ${h * 0.45} L ${w * 0.5} ${h * 0.45} L ${w * 0.56} ${h} Z" fill="hsl(40,45%,70%)" fill-opacity="0.8"/>`;
    for (let i = 0; i < 9; i++) {
      const x = (w * (i + 0.5)) / 9;
      const size = 90 + ((i * 37) % 60);
      art += `<circle cx="${x}" cy="${h * 0.46 - size * 0.4}" r="${size}" fill="hsl(${(a + i * 7) % 360},45%,${30 + (i % 3) * 8}%)" fill-opacity="0.85"/>`;
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const x = w * 0.15 + i * w * 0.11;
      art += `<path d="M ${x} ${h * 0.2} Q ${x + 60} ${h * 0.55} ${x} ${h * 0.9} L ${x + 120} ${h * 0.9} Q ${x + 170} ${h * 0.55} ${x + 120} ${h * 0.2} Z" fill="hsl(${28 + i * 3},85%,${42 + (i % 2) * 8}%)" fill-opacity="0.9"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},55%,34%)"/><stop offset="1" stop-color="hsl(${b},60%,14%)"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="hsl(42,95%,75%)" stop-opacity="0.85"/><stop offset="1" stop-color="hsl(42,95%,60%)" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>${art}</svg>`;
}

/** Renders one artwork and stores it as public WebP files in every width. */
async function storeImage(files: FileStore, index: number): Promise<PostImage> {
  const svg = Buffer.from(svgOf(index));
  const variants = await Promise.all(
    NEWS_IMAGE_WIDTHS.map(async (width) => {
      const body = await sharp(svg).resize({ width }).webp({ quality: 74, effort: 2 }).toBuffer();
      const key = `news/seed-${index + 1}-${width}.webp`;
      await files.put(key, body, { visibility: 'public', contentType: 'image/webp' });
      return { key, width };
    }),
  );
  return { width: BASE_WIDTH, height: BASE_HEIGHT, variants };
}

/** The latest `month`/`day` (09:00 Yangon) before `now`, a year earlier again when `yearsBack`. */
export function seedPublishDate(post: Pick<SeedPost, 'month' | 'day' | 'yearsBack' | 'futureDays'>, now: Date): Date {
  if (post.futureDays) return new Date(now.getTime() + post.futureDays * DAY_MS);
  const at = (year: number) => new Date(Date.UTC(year, post.month - 1, post.day, 0, PUBLISH_HOUR_UTC * 60));
  let year = now.getUTCFullYear();
  if (at(year).getTime() > now.getTime() - DAY_MS) year -= 1;
  const date = at(year - (post.yearsBack ?? 0));
  // Keep within the last 18 months, whatever day the seed runs.
  return now.getTime() - date.getTime() > 540 * DAY_MS ? at(year) : date;
}

/**
 * The demo news: six bilingual categories, 33 published posts in English and Myanmar over the last
 * 18 months with generated images, one draft and one scheduled post (both must stay hidden).
 * Skipped when the database already has news categories.
 */
export async function seedNews(deps: { db: Db; files: FileStore; log: (message: string) => void; now?: Date }): Promise<void> {
  const { db, files, log } = deps;
  const now = deps.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(newsCategories);
  if (Number(existing?.n ?? 0) > 0) return;

  const images = await Promise.all(artworks.map((_, index) => storeImage(files, index)));
  const news = newsService({ db, files, now: () => now });
  await db.transaction(async (tx) => {
    const ids = {} as Record<SeedCategoryKey, number>;
    for (const [key, category] of Object.entries(seedCategories) as [SeedCategoryKey, (typeof seedCategories)[SeedCategoryKey]][]) {
      ids[key] = await news.createCategory(category, tx);
    }
    // Oldest first, so that ids grow with the publish date as they would on a live site.
    const ordered = [...seedPosts].sort((x, y) => seedPublishDate(x, now).getTime() - seedPublishDate(y, now).getTime());
    for (const post of ordered) {
      await news.createPost(
        {
          title: post.title,
          author: post.author,
          language: post.language,
          body: post.body.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('\n'),
          image: post.image === null ? null : images[post.image]!,
          tagList: post.tags,
          categoryIds: post.categories.map((key) => ids[key]),
          status: post.status ?? 'published',
          publicDate: seedPublishDate(post, now),
          viewCount: post.views,
        },
        tx,
      );
    }
  });
  const hidden = seedPosts.filter((post) => post.status === 'draft' || post.futureDays).length;
  log(
    `Seeded ${seedPosts.length - hidden} news posts (and ${hidden} hidden: a draft and a scheduled one) in ${Object.keys(seedCategories).length} categories.`,
  );
}
