import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { budgetPages, type Language, type LighthousePage } from './lighthouse.js';
import { table } from './table.js';

/**
 * The JavaScript a guest's browser runs before a reading page is interactive (decision 0060): the gzip size of
 * every script whose top-level code was evaluated, from the page's start until it is interactive (`#root` no
 * longer `inert`) and then quiet (no request for a second, nothing more evaluated), without any input from the
 * reader. Code only fetched or compiled (a prefetch, a module preload) does not count; code a tap or a scroll
 * would start does not either: the page is already interactive then. Chromium's precise coverage says which
 * scripts ran (a module's top-level function has a call count of 1 once evaluated).
 *
 *   npx tsx bench/scriptBudget.ts --url http://127.0.0.1:3000 [--lang en|mm|both] [--path /news/1] [--only home,news post]
 *
 * The budget is 40 KB of gzip JavaScript on every reading route type in both languages.
 */

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
/** A phone's viewport (Lighthouse's mobile emulation): what is near the viewport on a phone. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const SCRIPT_BUDGET_KB = 40;

export interface ScriptFigure {
  /** The script's address, or `inline` for a script in the page itself. */
  url: string;
  gzipKb: number;
}

export interface ScriptBudget {
  name: string;
  path: string;
  language: Language;
  /** Milliseconds from the navigation's start until `#root` was no longer inert. */
  interactiveMs: number;
  /** Gzip KB of the JavaScript evaluated by then and until the page was quiet. */
  gzipKb: number;
  scripts: ScriptFigure[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface RawCoverage {
  scriptId: string;
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/** One cold guest load of `url` in `language`, in a fresh browser context (no cache, no storage, no worker). */
async function measure(browser: Browser, page: LighthousePage, baseUrl: string, language: Language): Promise<ScriptBudget> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport(VIEWPORT);
    const url = new URL(page.path, baseUrl);
    await tab.setCookie({ name: 'locale', value: language, domain: url.hostname, path: '/' });
    if (language === 'mm') await tab.evaluateOnNewDocument(`window.localStorage.setItem('locale', 'mm')`);
    const cdp = await tab.createCDPSession();
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    // Block coverage without call counts: each function's first range says whether it ran at all.
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const sources = new Map<string, string>();
    const urls = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', (event: { scriptId: string; url: string }) => urls.set(event.scriptId, event.url));
    await tab.goto(url.href, { waitUntil: 'load' });
    await tab.waitForFunction(`!document.getElementById('root')?.hasAttribute('inert')`, { timeout: 60_000, polling: 50 });
    const interactiveMs = (await tab.evaluate('performance.now()')) as number;
    await tab.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: RawCoverage[] };
    const scripts: ScriptFigure[] = [];
    for (const script of result) {
      const address = script.url || urls.get(script.scriptId) || '';
      // Only the site's own code: Chromium's internal scripts and puppeteer's helpers have other addresses.
      if (!address.startsWith(url.origin)) continue;
      const top = script.functions.find((fn) => fn.functionName === '' && fn.ranges[0]?.startOffset === 0);
      if (!top || (top.ranges[0]?.count ?? 0) === 0) continue;
      let source = sources.get(script.scriptId);
      if (source === undefined) {
        source = ((await cdp.send('Debugger.getScriptSource', { scriptId: script.scriptId })) as { scriptSource: string }).scriptSource;
        sources.set(script.scriptId, source);
      }
      const inline = address.split('#')[0] === url.href;
      scripts.push({ url: inline ? 'inline' : new URL(address).pathname, gzipKb: kb(gzipSync(source, { level: 9 }).length) });
    }
    await cdp.send('Profiler.stopPreciseCoverage');
    const gzipKb = Math.round(scripts.reduce((sum, script) => sum + script.gzipKb, 0) * 10) / 10;
    return { name: page.name, path: page.path, language, interactiveMs: Math.round(interactiveMs), gzipKb, scripts };
  } finally {
    await context.close();
  }
}

export async function measureScriptBudget(baseUrl: string, pages: LighthousePage[], languages: Language[]): Promise<ScriptBudget[]> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const figures: ScriptBudget[] = [];
      for (const language of languages) for (const page of pages) figures.push(await measure(browser, page, baseUrl, language));
      return figures;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

export function scriptBudgetReport(figures: ScriptBudget[]): string {
  return table(
    ['page', 'language', 'path', 'interactive ms', 'gzip KB evaluated', 'budget', 'scripts'],
    figures.map((f) => [
      f.name,
      f.language,
      f.path,
      String(f.interactiveMs),
      f.gzipKb.toFixed(1),
      f.gzipKb <= SCRIPT_BUDGET_KB ? 'within' : `over ${SCRIPT_BUDGET_KB}`,
      f.scripts.map((s) => `${s.url} ${s.gzipKb.toFixed(1)}`).join(', '),
    ]),
  );
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      lang: { type: 'string', default: 'both' },
      path: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const base = values.url;
  let pages = values.path ? [{ name: values.path, path: values.path }] : await budgetPages(base);
  if (values.only) {
    const names = values.only.split(',').map((name) => name.trim());
    pages = pages.filter((page) => names.includes(page.name));
  }
  const languages: Language[] = values.lang === 'both' ? ['en', 'mm'] : [values.lang === 'mm' ? 'mm' : 'en'];
  const figures = await measureScriptBudget(base, pages, languages);
  process.stdout.write(
    `## JavaScript evaluated before a reading page is interactive (guest) — ${base}\n\n${scriptBudgetReport(figures)}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
