import { describe, expect, it } from 'vitest';
import { isSitePath, isWebAddress } from './links.js';

describe('a page of this site', () => {
  it.each([
    '/',
    '/events/3',
    '/news?x=1',
    '/podcasts/1#t',
    '/contact-us',
    '/profile/orders/12',
    '/search?q=%E1%80%97%E1%80%AF%E1%80%92%E1%80%B9%E1%80%93%20dhamma',
    '/news?next=//elsewhere',
    '/pages/a%20b',
    '/events/3?from=2026-11-27&to=2026-12-01',
    '/files/public/cover.jpg',
  ])('accepts %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    ['another host', '//evil.example'],
    ['a backslash for the second slash', '/\\evil.example'],
    ['backslash and slash', '/\\/evil.example'],
    ['slash and backslash', '//\\evil.example'],
    ['two backslashes', '/\\\\evil.example'],
    ['a backslash later in the path', '/news\\..\\..\\evil'],
    ['a backslash even after #', '/news#/\\section'],
    ['a tab a browser drops', '/\t/evil.example'],
    ['a line break a browser drops', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a leading space', ' /events/3'],
    ['an encoded backslash', '/%5cevil.example'],
    ['an encoded backslash, upper case', '/%5Cevil.example'],
    ['an encoded slash that decodes to //', '/%2fevil.example'],
    ['a double-encoded slash', '/%252fevil.example'],
    ['a double-encoded backslash', '/%255cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['dot segments that leave //', '/..//evil.example'],
    ['encoded dot segments that leave //', '/%2e%2e//evil.example'],
    ['a broken escape', '/news%zz'],
    ['an absolute address', 'https://evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'events/3'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_name, path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(isSitePath(undefined)).toBe(false);
    expect(isSitePath(null)).toBe(false);
    expect(isSitePath(['/events'])).toBe(false);
  });
});

describe('a web address', () => {
  it.each(['https://www.youtube.com/watch?v=1', 'http://example.org', 'HTTPS://example.org/a'])('accepts %j', (url) => {
    expect(isWebAddress(url)).toBe(true);
  });

  it.each(['/events/3', '//evil.example', 'https:/\\evil.example', 'https://', 'javascript:alert(1)', 'https://a b', 'ftp://x'])(
    'refuses %j',
    (url) => {
      expect(isWebAddress(url)).toBe(false);
    },
  );
});
