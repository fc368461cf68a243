import { describe, expect, it } from 'vitest';
import { nextTransition } from './transition';

describe('page transitions', () => {
  it('does not animate the first page', () => {
    expect(nextTransition([], '/')).toEqual({ visited: ['/'], direction: 'none' });
  });

  it('slides left to a path not visited before and remembers it', () => {
    expect(nextTransition(['/'], '/news')).toEqual({ visited: ['/', '/news'], direction: 'left' });
  });

  it('slides right back to an earlier path and trims what came after it', () => {
    expect(nextTransition(['/', '/news', '/news/3', '/live'], '/news')).toEqual({ visited: ['/', '/news'], direction: 'right' });
  });

  it('stays still when the path does not change', () => {
    expect(nextTransition(['/', '/news'], '/news')).toEqual({ visited: ['/', '/news'], direction: 'none' });
  });
});
