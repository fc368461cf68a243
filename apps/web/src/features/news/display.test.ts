import { describe, expect, it } from 'vitest';
import { readable } from './display';

const post = {
  language: 'en' as const,
  title: 'Uposatha day',
  excerpt: 'Keep the precepts.',
  body: '<p>Keep the precepts.</p>',
  translation: { language: 'mm' as const, title: 'ဥပုသ်နေ့', excerpt: 'သီလ စောင့်ပါ။', body: '<p>သီလ စောင့်ပါ။</p>' },
};

describe('readable', () => {
  it("shows the post's own version to a reader of its language", () => {
    expect(readable(post, 'en')).toEqual({
      language: 'en',
      title: 'Uposatha day',
      excerpt: 'Keep the precepts.',
      body: '<p>Keep the precepts.</p>',
      onlyIn: null,
    });
  });

  it('shows the translation to a reader of the other language', () => {
    expect(readable(post, 'mm')).toMatchObject({ language: 'mm', title: 'ဥပုသ်နေ့', body: '<p>သီလ စောင့်ပါ။</p>', onlyIn: null });
  });

  it('falls back to the post as written, naming its language, when there is no translation', () => {
    expect(readable({ ...post, translation: null }, 'mm')).toMatchObject({ language: 'en', title: 'Uposatha day', onlyIn: 'en' });
  });
});
