/** Without zod, for the web app: the talk categories, with their labels (talk.ts re-exports them). */

/** Talk categories, with their labels in both languages. */
export const talkCategories = {
  'dhamma-talk': { en: 'Dhamma Talk', mm: 'တရားတော်' },
  'guided-meditation': { en: 'Guided Meditation', mm: 'တရားအားထုတ်နည်း လမ်းညွှန်' },
  chanting: { en: 'Chanting (Paritta)', mm: 'ပရိတ်တော်' },
  'questions-and-answers': { en: 'Questions and Answers', mm: 'အမေးအဖြေ' },
} as const;
export type TalkCategory = keyof typeof talkCategories;

export const talkCategoryKeys = Object.keys(talkCategories) as [TalkCategory, ...TalkCategory[]];
