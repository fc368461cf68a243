import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest, searchText } from './content.js';

/** Podcast categories, with their labels in both languages. */
export const podcastCategories = {
  'dhamma-talk': { en: 'Dhamma Talk', mm: 'တရားတော်' },
  'guided-meditation': { en: 'Guided Meditation', mm: 'တရားအားထုတ်နည်း လမ်းညွှန်' },
  chanting: { en: 'Chanting (Paritta)', mm: 'ပရိတ်တော်' },
  'questions-and-answers': { en: 'Questions and Answers', mm: 'အမေးအဖြေ' },
} as const;
export type PodcastCategory = keyof typeof podcastCategories;
export const podcastCategoryKeys = Object.keys(podcastCategories) as [PodcastCategory, ...PodcastCategory[]];

export const podcast = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  speakerEn: z.string(),
  speakerMm: z.string(),
  /** Plain text (also used in the RSS feed). */
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  category: z.enum(podcastCategoryKeys),
  /** Relative /files/… path; range requests are answered so players can seek. */
  audioUrl: z.string(),
  /** e.g. audio/mpeg, audio/wav */
  audioType: z.string(),
  audioBytes: z.number().int(),
  durationSeconds: z.number().int(),
  cover: image.nullable(),
  publishedAt: isoTime,
});
export type Podcast = z.infer<typeof podcast>;

export const podcastSortKeys = ['published_at', 'id', 'title_en', 'duration_seconds'] as const;
export const podcastFilter = listRequest(
  {
    /** Matches the English or the Myanmar title. */
    title: searchText,
    /** Matches the English or the Myanmar speaker name. */
    speaker: searchText,
    category: z.enum(podcastCategoryKeys, { error: `Must be one of ${podcastCategoryKeys.join(', ')}` }).optional(),
  },
  podcastSortKeys,
  { sortBy: 'published_at', orderBy: 'DESC' },
);
export type PodcastFilter = z.input<typeof podcastFilter>;
export const podcastPageReply = envelope(paged(podcast));
export const podcastReply = envelope(podcast);
