/** Without zod, for the web app: the podcast categories, with their labels (podcast.ts re-exports them). */

/** Podcast categories, with their labels in both languages. */
export const podcastCategories = {
  'dhamma-talk': { en: 'Dhamma Talk', mm: 'တရားတော်' },
  'guided-meditation': { en: 'Guided Meditation', mm: 'တရားအားထုတ်နည်း လမ်းညွှန်' },
  chanting: { en: 'Chanting (Paritta)', mm: 'ပရိတ်တော်' },
  'questions-and-answers': { en: 'Questions and Answers', mm: 'အမေးအဖြေ' },
} as const;
export type PodcastCategory = keyof typeof podcastCategories;

export const podcastCategoryKeys = Object.keys(podcastCategories) as [PodcastCategory, ...PodcastCategory[]];
