import { describe, expect, it } from 'vitest';
import { changeLines, showValue } from './changes';

describe('an audit entry’s changes', () => {
  it('shows an edit as before → after, field by field', () => {
    expect(changeLines({ role: ['author', 'editor'], fullName: ['Ko Aung', 'U Aung'] })).toEqual([
      { field: 'role', before: 'author', after: 'editor' },
      { field: 'fullName', before: 'Ko Aung', after: 'U Aung' },
    ]);
  });

  it('shows other details as they are', () => {
    expect(changeLines({ email: 'new@mahasi.org', count: 3, ids: [1, 2, 3] })).toEqual([
      { field: 'email', value: 'new@mahasi.org' },
      { field: 'count', value: '3' },
      { field: 'ids', value: '[1,2,3]' },
    ]);
  });

  it('puts values into words with the given function', () => {
    expect(changeLines({ role: ['author', 'editor'] }, (field, value) => `${field}:${value.toUpperCase()}`)).toEqual([
      { field: 'role', before: 'role:AUTHOR', after: 'role:EDITOR' },
    ]);
  });

  it('says none for empty values and has no lines without changes', () => {
    expect(changeLines({ title: [null, 'Dhamma talk'] })).toEqual([{ field: 'title', before: '—', after: 'Dhamma talk' }]);
    expect(showValue('')).toBe('—');
    expect(changeLines(null)).toEqual([]);
  });
});
