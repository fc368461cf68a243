/** Without zod, for the web app: the e-book statuses and languages, with their labels (ebook.ts re-exports them). */

export const ebookStatuses = {
  available: { en: 'Available', mm: 'ရရှိနိုင်ပါသည်' },
  coming_soon: { en: 'Coming Soon', mm: 'မကြာမီ ထွက်ရှိမည်' },
} as const;
export type EbookStatus = keyof typeof ebookStatuses;

export const ebookStatusKeys = Object.keys(ebookStatuses) as [EbookStatus, ...EbookStatus[]];

/** The language the book is written in (not the interface language). */
export const ebookLanguages = {
  my: { en: 'Myanmar', mm: 'မြန်မာ' },
  en: { en: 'English', mm: 'အင်္ဂလိပ်' },
  pi: { en: 'Pali', mm: 'ပါဠိ' },
} as const;
export type EbookLanguage = keyof typeof ebookLanguages;

export const ebookLanguageKeys = Object.keys(ebookLanguages) as [EbookLanguage, ...EbookLanguage[]];
