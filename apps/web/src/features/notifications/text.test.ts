import { describe, expect, it } from 'vitest';
import { htmlToText, relativeTimeOf } from './text';
import { typeKey } from './constants';

describe('htmlToText', () => {
  it('keeps the words of an HTML fragment, spaced, with entities decoded', () => {
    expect(htmlToText('<p>Evening <strong>sitting</strong> at 7&nbsp;pm.</p><p>Tom &amp; Jerry &#x1000;&#4096;</p>')).toBe(
      'Evening sitting at 7 pm. Tom & Jerry ကက',
    );
  });
  it('drops scripts, styles and tags, and leaves unknown entities alone', () => {
    expect(htmlToText('<style>p{}</style><script>alert(1)</script>a<br/>b &bogus;')).toBe('a b &bogus;');
  });
});

describe('relativeTimeOf', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('uses standard thresholds in English', () => {
    expect(relativeTimeOf('2026-11-23T09:59:50Z', 'en', now)).toBe('a few seconds ago');
    expect(relativeTimeOf('2026-11-23T07:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTimeOf('2026-11-20T10:00:00Z', 'en', now)).toBe('3 days ago');
  });
  it('speaks Myanmar for mm, with the corrected seconds', () => {
    expect(relativeTimeOf('2026-11-20T10:00:00Z', 'mm', now)).toBe('လွန်ခဲ့သော 3 ရက် က');
    expect(relativeTimeOf('2026-11-23T09:59:50Z', 'mm', now)).toBe('လွန်ခဲ့သော စက္ကန့်အနည်းငယ် က');
  });
});

describe('typeKey', () => {
  it('names each type, and an unknown one as a notification', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(typeKey)).toEqual(['podcast', 'ebook', 'event', 'post', 'notification', 'yawgiReply', 'notification']);
  });
});
