import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Root, type Rule } from 'postcss';

/**
 * The styles a server-rendered page needs for its first screen, inlined in its head so that the
 * page paints without waiting for the whole style sheet (issue 20's LCP budget, decision 0036).
 *
 * The built sheet is parsed once; for each page, a copy keeps:
 * - the rules whose every class and element name appears in the page's markup (the `dark` class
 *   counts as present: the theme script adds it to <html> before the first paint, so the dark-mode
 *   variants of the kept rules come along),
 * - the custom properties those rules read, directly or through other custom properties, and the
 *   `@property` declarations of those,
 * - the keyframes their animations name, and every `@font-face` (the Myanmar font's, `local()` first).
 * Selectors inside `:not(...)` are not requirements: they name what must be absent.
 *
 * The full sheet still follows after the first paint (the loader of apps/web/build/codeAfterPaint.ts),
 * and a <noscript> link to it stays for readers without scripts.
 */
export interface CriticalCss {
  /** The styles `markup` uses, as one minified string. */
  (markup: string): string;
}

interface Requirements {
  classes: string[];
  tags: string[];
}

/** Classes the browser adds before the first paint, whatever the markup says. */
const ALWAYS_PRESENT_CLASSES = ['dark'];
/** Elements every page has. */
const ALWAYS_PRESENT_TAGS = ['html', 'head', 'body', 'div'];

const CLASS_TOKEN = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\s]|[\w-])+)/g;
const ID_TOKEN = /#(?:\\.|[\w-])+/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
const PARENTHESES = /\([^()]*\)/g;
const PSEUDO = /::?[\w-]+/g;
const TAG = /[a-zA-Z][\w-]*/g;
const VAR_REF = /var\(\s*(--[\w-]+)/g;

export function createCriticalCss(css: string): CriticalCss {
  const sheet = postcss.parse(css);
  const requirementsOf = new Map<string, Requirements>();
  const selectorRequirements = (selector: string): Requirements[] => {
    return splitSelectorList(selector).map((one) => {
      let found = requirementsOf.get(one);
      if (!found) requirementsOf.set(one, (found = requirementsOfSelector(one)));
      return found;
    });
  };
  // Index every selector once, at start.
  sheet.walkRules((rule) => void selectorRequirements(rule.selector));

  return (markup: string) => {
    const classes = new Set([...ALWAYS_PRESENT_CLASSES, ...classesOf(markup)]);
    const tags = new Set([...ALWAYS_PRESENT_TAGS, ...tagsOf(markup)]);
    const present = (r: Requirements) => r.classes.every((c) => classes.has(c)) && r.tags.every((t) => tags.has(t));
    const page = sheet.clone();
    page.walkComments((comment) => void comment.remove());
    page.walkRules((rule) => {
      if (isInsideKeyframes(rule)) return;
      const kept = splitSelectorList(rule.selector).filter((_, i) => present(selectorRequirements(rule.selector)[i]!));
      if (!kept.length) rule.remove();
      else if (kept.length < selectorRequirements(rule.selector).length) rule.selector = kept.join(',');
    });
    keepUsedCustomProperties(page, markup);
    keepUsedKeyframes(page);
    removeEmpty(page);
    return page.toString();
  };
}

/** `a, b:is(c, d)` → ['a', 'b:is(c, d)']: commas inside parentheses or brackets do not split. */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

/** The classes and element names one selector needs in the page to match anything. */
export function requirementsOfSelector(selector: string): Requirements {
  const classes: string[] = [];
  let rest = withoutNot(selector).replace(CLASS_TOKEN, (_, name: string) => {
    classes.push(unescapeIdentifier(name));
    return ' ';
  });
  rest = rest.replace(ID_TOKEN, ' ').replace(ATTRIBUTE, ' ');
  // Pseudo-class arguments (`:nth-child(2n+1)`) are not element names; classes in them were taken above.
  while (PARENTHESES.test(rest)) rest = rest.replace(PARENTHESES, ' ');
  rest = rest.replace(PSEUDO, ' ');
  const tags = [...rest.matchAll(TAG)].map((m) => m[0].toLowerCase());
  return { classes: [...new Set(classes)], tags: [...new Set(tags)] };
}

/** The selector without the arguments of its `:not(...)`s. */
function withoutNot(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      let j = i + 4;
      for (; j < selector.length; j++) {
        if (selector[j] === '\\') j++;
        else if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) break;
      }
      out += ':not()';
      i = j;
    } else out += selector[i];
  }
  return out;
}

/** A CSS identifier as written in the markup: `md\:grid-cols-2` → `md:grid-cols-2`, `\31 0` → `10`. */
function unescapeIdentifier(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

function classesOf(markup: string): string[] {
  const found: string[] = [];
  for (const match of markup.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    found.push(...decodeEntities(match[1] ?? match[2] ?? '').split(/\s+/));
  }
  return found.filter(Boolean);
}

function tagsOf(markup: string): string[] {
  return [...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase());
}

function isInsideKeyframes(node: ChildNode): boolean {
  for (
    let parent = node.parent as ChildNode | Root | undefined;
    parent && parent.type !== 'root';
    parent = parent.parent as ChildNode | Root | undefined
  ) {
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  }
  return false;
}

/**
 * Drops the custom properties nothing kept reads: the theme's colours and Tailwind's `--tw-*`
 * defaults are most of the sheet's size. Read means named in `var()` by a declaration that is
 * not itself a custom property, by a custom property that is read, or by an inline style in the markup.
 */
function keepUsedCustomProperties(page: Root, markup: string): void {
  const used = new Set<string>();
  const definitions = new Map<string, Declaration[]>();
  const addRefs = (value: string) => {
    const fresh: string[] = [];
    for (const match of value.matchAll(VAR_REF)) {
      if (!used.has(match[1]!)) {
        used.add(match[1]!);
        fresh.push(match[1]!);
      }
    }
    return fresh;
  };
  page.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      const list = definitions.get(decl.prop) ?? [];
      list.push(decl);
      definitions.set(decl.prop, list);
    } else addRefs(decl.value);
  });
  addRefs(markup);
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop()!;
    for (const decl of definitions.get(name) ?? []) queue.push(...addRefs(decl.value));
  }
  for (const [name, decls] of definitions) if (!used.has(name)) for (const decl of decls) decl.remove();
  page.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
}

function keepUsedKeyframes(page: Root): void {
  const animations: string[] = [];
  page.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => void animations.push(decl.value));
  page.walkAtRules(/keyframes$/i, (rule) => {
    const name = rule.params.trim();
    if (!animations.some((value) => new RegExp(`(^|[\\s,])${name.replace(/[^\w-]/g, '\\$&')}($|[\\s,])`).test(value))) rule.remove();
  });
}

/** Rules with no declarations left, and at-rules (`@media`, `@layer`, `@supports`) with nothing inside. */
function removeEmpty(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) {
      removeEmpty(node as Rule | AtRule);
      if (!(node as Container).nodes?.length) node.remove();
    }
  }
}
