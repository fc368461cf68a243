import { describe, expect, it } from 'vitest';
import { differences, plainText } from './RevisionsPanel';

describe('what a revision would change', () => {
  it('reads HTML as the words a reader sees', () => {
    expect(plainText('<p>Metta &amp; karuna</p><p>in <strong>daily</strong> life</p>')).toBe('Metta & karuna in daily life');
  });

  it('names the fields that differ, not those that differ only in markup or spacing', () => {
    const revision = { titleEn: 'First', descriptionEn: '<p>One</p><p>Two</p>', coverUploadId: 4, tags: ['a'], allDay: false };
    const form = { titleEn: 'Second', descriptionEn: 'One\n\nTwo', coverUploadId: 4, tags: ['a', 'b'], allDay: false, extra: 'x' };
    expect(differences(revision, form)).toEqual(['titleEn', 'tags']);
  });

  it('treats an empty value and a missing one alike', () => {
    expect(differences({ mapUrl: '', recordedOn: null }, {})).toEqual([]);
  });
});
