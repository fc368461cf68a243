import type { TestApp } from '../../test/app.js';
import { bellWav } from './seed-media.js';
import * as schema from './schema.js';

/** Like every write path, a factory drops the cached public content replies. */
const written = (t: TestApp) => t.app.ctx.cache.invalidate('content');

let counter = 0;
/** A word no other test uses, to find its own rows in a shared database. */
export const marker = () => `zq${process.pid.toString(36)}x${(counter++).toString(36)}`;

const DAY = 86_400_000;
export type Visibility = 'visible' | 'draft' | 'future';
/** The publishing columns for each state. */
export const publishing = (state: Visibility = 'visible') => ({
  published: state !== 'draft',
  publishedAt: new Date(Date.now() + (state === 'future' ? 2 * DAY : -DAY)),
});

export const testImage = (key = 'test/cover'): schema.StoredImage => ({
  width: 1600,
  height: 1200,
  variants: [
    { key: `${key}-480.webp`, width: 480 },
    { key: `${key}-960.webp`, width: 960 },
  ],
});

type Over<T> = Partial<T> & { state?: Visibility };
const strip = <T extends { state?: Visibility }>(o: T) => {
  const { state, ...rest } = o;
  return { ...publishing(state), ...rest };
};

export async function createTalk(t: TestApp, o: Over<typeof schema.talks.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.talks)
    .values({
      titleEn: `Podcast ${marker()}`,
      titleMm: 'တရားတော်',
      audioKey: 'podcasts/test.wav',
      audioType: 'audio/wav',
      audioBytes: 1000,
      durationSeconds: 5,
      ...strip(o),
    })
    .returning();
  await written(t);
  return row!;
}

/** A podcast whose audio file really exists in the FileStore. */
export async function createTalkWithAudio(t: TestApp, o: Over<typeof schema.talks.$inferInsert> = {}) {
  const wav = bellWav({ seconds: 2, pitch: 220 });
  const key = `podcasts/${marker()}.wav`;
  await t.app.ctx.files.put(key, wav, { visibility: 'public', contentType: 'audio/wav' });
  return { row: await createTalk(t, { audioKey: key, audioBytes: wav.length, durationSeconds: 2, ...o }), wav };
}

export async function createEbookCategory(t: TestApp, o: Partial<typeof schema.ebookCategories.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.ebookCategories)
    .values({ nameEn: `Category ${marker()}`, nameMm: 'အမျိုးအစား', ...o })
    .returning();
  await written(t);
  return row!;
}

export async function createContentEbook(t: TestApp, o: Over<typeof schema.ebooks.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.ebooks)
    .values({ titleEn: `Book ${marker()}`, titleMm: 'စာအုပ်', minPriceMmk: 500000, minPriceUsd: 250, ...strip(o) })
    .returning();
  await written(t);
  return row!;
}

export async function createEvent(t: TestApp, o: Over<typeof schema.events.$inferInsert> & { inDays?: number; hours?: number } = {}) {
  const { inDays = 7, hours = 3, ...rest } = o;
  const startsAt = new Date(Date.now() + inDays * DAY);
  const [row] = await t.database.db
    .insert(schema.events)
    .values({
      titleEn: `Event ${marker()}`,
      titleMm: 'အစီအစဉ်',
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * 3600_000),
      ...strip(rest),
    })
    .returning();
  await written(t);
  return row!;
}

export async function createGallery(t: TestApp, o: Over<typeof schema.galleries.$inferInsert> & { photos?: number } = {}) {
  const { photos = 0, ...rest } = o;
  const [row] = await t.database.db
    .insert(schema.galleries)
    .values({ titleEn: `Gallery ${marker()}`, titleMm: 'ဓာတ်ပုံ', takenOn: '2026-01-10', cover: testImage(), ...strip(rest) })
    .returning();
  if (photos > 0) {
    // Inserted in reverse so that the reply's order must come from `position`.
    const list = Array.from({ length: photos }, (_, i) => ({
      galleryId: row!.id,
      position: photos - i,
      image: testImage(`test/p${photos - i}`),
      captionEn: `Photo ${photos - i}`,
    }));
    await t.database.db.insert(schema.galleryPhotos).values(list);
  }
  await written(t);
  return row!;
}

export async function createDhammaRecord(t: TestApp, o: Over<typeof schema.dhammaRecords.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.dhammaRecords)
    .values({ titleEn: `Record ${marker()}`, titleMm: 'ဓမ္မ', recordedOn: '2025-05-01', kind: 'text', ...strip(o) })
    .returning();
  await written(t);
  return row!;
}

export async function createGroupEntry(t: TestApp, o: Over<typeof schema.groupEntries.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.groupEntries)
    .values({ groupType: 1, titleEn: `Entry ${marker()}`, titleMm: 'အဖွဲ့', ...strip(o) })
    .returning();
  await written(t);
  return row!;
}

export async function createBanner(t: TestApp, o: Over<typeof schema.banners.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.banners)
    .values({ titleEn: `Banner ${marker()}`, titleMm: 'ဗန်နာ', ...strip(o) })
    .returning();
  await written(t);
  return row!;
}

export async function createContent(t: TestApp, o: Over<typeof schema.contents.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.contents)
    .values({ slug: marker(), titleEn: `Page ${marker()}`, titleMm: 'စာမျက်နှာ', ...strip(o) })
    .returning();
  await written(t);
  return row!;
}

export async function createLiveSetting(t: TestApp, o: Partial<typeof schema.liveStreamingSettings.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.liveStreamingSettings)
    .values({ titleEn: 'Live', titleMm: 'တိုက်ရိုက်', streamKind: 'embed', streamUrl: '/live-offline.html', isActive: true, ...o })
    .returning();
  await written(t);
  return row!;
}
