import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const consoleDir = path.dirname(fileURLToPath(import.meta.url));
const src = path.dirname(consoleDir);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === consoleDir ? [] : sourceFiles(full);
    return /\.css$/.test(entry.name) ? [full] : [];
  });
}

/** Relative @import specifiers of a style sheet. */
function specifiers(code: string): string[] {
  const found = [...code.matchAll(/@import\s+['"](\.[^'"]+)['"]/g)].map((match) => match[1]!);
  return found;
}

// The public pages must never carry the staff console's code or styles (ARCHITECTURE: staff console). The code's
// imports are the linter's (import-x/no-restricted-paths in eslint.config.js, decision 0049); the styles are checked here.
describe('the public app and the staff console', () => {
  it('the public style sheets import nothing from src/console', () => {
    const crossing = sourceFiles(src).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => path.resolve(path.dirname(file), specifier).startsWith(`${consoleDir}${path.sep}`))
        .map((specifier) => `${path.relative(src, file)} → ${specifier}`),
    );
    expect(crossing).toEqual([]);
  });

  it('the public style sheet leaves the console’s classes out', () => {
    expect(readFileSync(path.join(src, 'index.css'), 'utf8')).toMatch(/@source not ['"]\.\/console['"]/);
  });
});
