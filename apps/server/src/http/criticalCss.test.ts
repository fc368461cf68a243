import { describe, expect, it } from 'vitest';
import { createCriticalCss, requirementsOfSelector, splitSelectorList } from './criticalCss.js';

const SHEET = [
  '@layer theme,base,utilities;',
  '@layer theme{:root,:host{--color-sand-50:#fbf8f3;--color-maroon-700:#7f2420;--color-unused:#000;--font-sans:ui-sans-serif,var(--font-extra);--font-extra:Arial}}',
  '@layer base{body{background-color:var(--color-sand-50);font-family:var(--font-sans)}h1{margin:0}table{border-collapse:collapse}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.text-maroon-700{color:var(--color-maroon-700)}',
  '.dark\\:text-sand-50:where(.dark,.dark *){color:var(--color-sand-50)}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}',
  '.space-y-4>:not(:last-child){margin-block-end:1rem}',
  '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@font-face{font-family:Noto Sans Myanmar;src:local(\'Noto Sans Myanmar\'),url(/assets/a.woff2)format("woff2")}',
].join('');

describe("the first screen's styles (issue 20)", () => {
  const critical = createCriticalCss(SHEET);

  it('keeps the rules whose classes and elements are in the markup, with their dark-mode variants', () => {
    const css = critical(
      '<main class="flex text-maroon-700 dark:text-sand-50 md:grid-cols-2 [&amp;_a]:underline"><h1>Title</h1><p><a href="/">x</a></p></main>',
    );
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.text-maroon-700{');
    expect(css).toContain('.dark\\:text-sand-50:where(.dark,.dark *)');
    expect(css).toContain('.md\\:grid-cols-2{');
    expect(css).toContain('.\\[\\&_a\\]\\:underline a{');
    expect(css).toContain('h1{margin:0}');
    expect(css).toContain('body{');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('table{');
    expect(css).not.toContain('.md\\:grid{');
    expect(css).not.toContain('.hover\\:underline');
    // An @media block keeps only its used rules; the layer order statement stays first.
    expect(css).not.toContain('@media');
    expect(css.startsWith('@layer theme,base,utilities;')).toBe(true);
  });

  it('keeps the custom properties the kept rules read, through other custom properties, and no others', () => {
    const css = critical('<div class="text-maroon-700"></div>');
    expect(css).toContain('--color-maroon-700:#7f2420');
    expect(css).toContain('--color-sand-50:#fbf8f3');
    expect(css).toContain('--font-sans:ui-sans-serif,var(--font-extra)');
    expect(css).toContain('--font-extra:Arial');
    expect(css).not.toContain('--color-unused');
  });

  it('keeps the @property and keyframes of what it keeps, and every font face', () => {
    const css = critical('<div class="shadow"></div>');
    expect(css).toContain('@property --tw-shadow');
    expect(css).not.toContain('@property --tw-unused');
    expect(css).not.toContain('@keyframes');
    expect(css).toContain("@font-face{font-family:Noto Sans Myanmar;src:local('Noto Sans Myanmar')");
    const spinning = createCriticalCss(SHEET.replace('animation:var(--animate-spin)', 'animation:spin 1s linear infinite'))(
      '<span class="animate-spin"></span>',
    );
    expect(spinning).toContain('@keyframes spin');
    expect(spinning).not.toContain('@keyframes pulse');
  });

  it('does not require what a selector names inside :not()', () => {
    expect(critical('<ul class="space-y-4"><li>a</li></ul>')).toContain('.space-y-4>:not(:last-child)');
  });
});

describe('selectors', () => {
  it('splits a selector list at top-level commas only', () => {
    expect(splitSelectorList(':root,:host')).toEqual([':root', ':host']);
    expect(splitSelectorList('.a:where(.dark,.dark *),b')).toEqual(['.a:where(.dark,.dark *)', 'b']);
  });

  it('reads escaped class names and element names, not pseudo-class arguments', () => {
    expect(requirementsOfSelector('.md\\:grid-cols-2')).toEqual({ classes: ['md:grid-cols-2'], tags: [] });
    expect(requirementsOfSelector('.\\32 xl\\:p-4 li:nth-child(2n+1)')).toEqual({ classes: ['2xl:p-4'], tags: ['li'] });
    expect(requirementsOfSelector('[hidden]:where(:not([hidden=until-found]))')).toEqual({ classes: [], tags: [] });
    expect(requirementsOfSelector('.group-hover\\:x:is(:where(.group):hover *)')).toEqual({
      classes: ['group-hover:x', 'group'],
      tags: [],
    });
  });
});
