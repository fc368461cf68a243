import { describe, expect, it } from 'vitest';
import { actionsFor, contentKey, emptyBodyAsBlank, emptyDraft, hasContent, titleFor } from './content';

describe('a draft’s content', () => {
  it('counts an empty editor as no body', () => {
    expect(emptyBodyAsBlank('<p></p>')).toBe('');
    expect(emptyBodyAsBlank('<p></p><p><br></p>')).toBe('');
    expect(emptyBodyAsBlank('<p>Metta</p>')).toBe('<p>Metta</p>');
  });

  it('tells a change from none, whatever order the categories were ticked in', () => {
    const a = { ...emptyDraft('Daw Thiri'), categoryIds: [3, 1] };
    expect(contentKey(a)).toBe(contentKey({ ...a, categoryIds: [1, 3], bodyEn: '<p></p>' }));
    expect(contentKey(a)).not.toBe(contentKey({ ...a, titleMm: 'ဓမ္မ' }));
  });

  it('keeps an untouched new post from being saved', () => {
    expect(hasContent(emptyDraft('Daw Thiri'), 'Daw Thiri')).toBe(false);
    expect(hasContent({ ...emptyDraft('Daw Thiri'), titleEn: 'Retreat' }, 'Daw Thiri')).toBe(true);
  });
});

describe('the title of a list row', () => {
  it('is the reader’s language first, then the other', () => {
    const post = { titleEn: 'Retreat', titleMm: 'တရားစခန်း' };
    expect(titleFor(post, 'en')).toEqual({ text: 'Retreat', lang: 'en' });
    expect(titleFor(post, 'mm')).toEqual({ text: 'တရားစခန်း', lang: 'mm' });
    expect(titleFor({ titleEn: 'Retreat', titleMm: ' ' }, 'mm')).toEqual({ text: 'Retreat', lang: 'en' });
    expect(titleFor({ titleEn: '', titleMm: '' }, 'en')).toBeNull();
  });
});

describe('the actions a role is offered', () => {
  it('gives an author their drafts to write, send for review and bin, and nothing that publishes', () => {
    const draft = actionsFor('draft', false);
    expect(draft).toMatchObject({
      edit: true,
      submit: true,
      delete: true,
      publish: false,
      schedule: false,
      unpublish: false,
      archive: false,
    });
    expect(actionsFor('review', false)).toMatchObject({ edit: true, submit: false, delete: false });
    expect(actionsFor('published', false)).toMatchObject({ edit: false, unpublish: false });
    expect(actionsFor(null, false)).toMatchObject({ edit: true, submit: true, delete: false });
  });

  it('gives an editor publishing by status', () => {
    expect(actionsFor('review', true)).toMatchObject({ publish: true, schedule: true, unpublish: false, archive: true, delete: true });
    expect(actionsFor('published', true)).toMatchObject({ publish: false, unpublish: true, archive: true });
    expect(actionsFor('scheduled', true)).toMatchObject({ publish: true, schedule: true, unpublish: true });
    expect(actionsFor('archived', true)).toMatchObject({ publish: true, archive: false, delete: true });
  });

  it('offers only restoring a post in the bin', () => {
    for (const canPublish of [true, false]) {
      expect(actionsFor('deleted', canPublish)).toEqual({
        edit: false,
        submit: false,
        publish: false,
        schedule: false,
        unpublish: false,
        archive: false,
        delete: false,
        restore: true,
      });
    }
  });
});
