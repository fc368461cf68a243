import { describe, expect, it } from 'vitest';
import { plainDescription } from './description';

describe('an e-book description in the editor', () => {
  it('is the typed text when it was stored as plain paragraphs', () => {
    expect(plainDescription('<p>First &amp; best</p><p>Line one<br>line two</p>')).toBe('First & best\n\nLine one\nline two');
  });

  it('stays HTML when it has other markup', () => {
    const html = '<p><strong>The Progress of Insight</strong> presents</p>';
    expect(plainDescription(html)).toBe(html);
  });
});
