import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Flags, type Result, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { table } from './table.js';

/**
 * Lighthouse on the product's pages with its default config: mobile emulation and simulated throttling, what the
 * budgets mean (performance and accessibility >= 95, LCP <= 2.0 s). Used by run.ts, and on its own against a running
 * site while tuning pages:
 *
 *   npx tsx bench/lighthouse.ts --url http://127.0.0.1:3000 [--runs 1] [--lang mm] [--dark] [--save dir] [--path /news]
 *
 * --save writes the HTML and JSON report of each page's median run, with the opportunities and the elements involved.
 * --path measures that one page instead of the four of the budget.
 */

/** The system Chromium: browser downloads do not work on the build machines. */
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

export interface LighthousePage {
  name: string;
  path: string;
}

export interface FailingAudit {
  id: string;
  title: string;
  selectors: string[];
}

export interface LighthouseScore {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
  failingA11y: FailingAudit[];
}

export interface LighthouseOptions {
  /** Runs per page; the run with the median performance score is reported. */
  runs: number;
  /** Local storage of the site's origin before each load: `locale` = `mm` for Myanmar, `dark_mode` = `true` for dark. */
  storage?: Record<string, string>;
  /** A folder for the median run's reports. */
  save?: string;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/** One Chromium for every run, pages one after the other, so that runs do not compete for the CPU. */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], options: LighthouseOptions): Promise<LighthouseScore[]> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const scores: LighthouseScore[] = [];
      for (const page of pages) {
        await warmUp(browser, new URL(page.path, baseUrl).href);
        const runs: RunnerResult[] = [];
        for (let i = 0; i < options.runs; i++) {
          runs.push(await audit(browser, new URL(page.path, baseUrl).href, options.storage ?? {}));
          log(`  lighthouse ${page.path} run ${i + 1}/${options.runs}: performance ${percent(runs.at(-1)!.lhr, 'performance')}`);
        }
        const median = runs.sort((a, b) => percent(a.lhr, 'performance') - percent(b.lhr, 'performance'))[Math.floor(runs.length / 2)]!;
        if (options.save) save(options.save, page.name, median);
        scores.push(summarize(page, median.lhr));
      }
      return scores;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * One unmeasured load of `url` before its runs: the server's caches (the rendered first screen, the
 * API replies) then hold the page, as they do for every visitor but the first after a change. The
 * measured runs still start with an empty browser cache.
 */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
  } finally {
    await page.close();
  }
}

/**
 * One cold load of `url`. Lighthouse clears the HTTP cache but not local storage (not in its default `clearStorageTypes`),
 * so the storage written here from a same-origin page is what the app's first-paint script reads.
 */
async function audit(browser: Browser, url: string, storage: Record<string, string>): Promise<RunnerResult> {
  const page = await browser.newPage();
  try {
    // /healthz is same-origin and runs no app code that could write to the storage.
    await page.goto(new URL('/healthz', url).href);
    await page.evaluate(
      `localStorage.clear(); Object.entries(${JSON.stringify(storage)}).forEach(([k, v]) => localStorage.setItem(k, v));`,
    );
    const result = await lighthouse(url, FLAGS, undefined, page);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await page.close();
  }
}

const percent = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function summarize(page: LighthousePage, lhr: Result): LighthouseScore {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failingA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, selectors: selectors(a.details) }));
  return {
    name: page.name,
    path: page.path,
    performance: percent(lhr, 'performance'),
    accessibility: percent(lhr, 'accessibility'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    transferKb: Math.round(value('total-byte-weight') / 102.4) / 10,
    failingA11y,
  };
}

/** The elements an audit names, so that the reader knows what to fix. */
function selectors(details: Result['audits'][string]['details']): string[] {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
}

function save(folder: string, name: string, result: RunnerResult): void {
  mkdirSync(folder, { recursive: true });
  const base = path.join(folder, name.replace(/\W+/g, '-'));
  writeFileSync(`${base}.json`, JSON.stringify(result.lhr, null, 2));
  writeFileSync(`${base}.html`, generateReport(result.lhr, 'html'));
}

/** The markdown table, then the failing accessibility audits with their elements. */
export function lighthouseReport(scores: LighthouseScore[]): string {
  const rows = scores.map((s) => [`${s.name} (${s.path})`, s.performance, s.accessibility, s.lcpMs, s.tbtMs, s.cls, s.fcpMs, s.transferKb]);
  const failing = scores.flatMap((s) =>
    s.failingA11y.map((a) => `- ${s.path}: ${a.id} (${a.title})${a.selectors.length ? `: ${a.selectors.join(', ')}` : ''}`),
  );
  return [
    'Budgets: performance and accessibility >= 95, LCP <= 2,000 ms.\n',
    table(['page', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'transfer KB'], rows),
    `\nFailing accessibility audits: ${failing.length ? `\n${failing.join('\n')}` : 'none'}`,
  ].join('\n');
}

/** The four pages of the budget; the detail pages show the newest post and the first e-book. */
export async function budgetPages(baseUrl: string): Promise<LighthousePage[]> {
  const first = async (api: string, body: object) => {
    const res = await fetch(new URL(api, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'mahasi-web-public-key' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${api}: ${res.status}`);
    return ((await res.json()) as { data: { dataList: { id: number }[] } }).data.dataList[0]!.id;
  };
  const post = await first('/rest-api/post/getDataByPagination', { pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC', searchObj: {} });
  const book = await first('/rest-api/ebook/getDataByPagination', { pageNo: 1, pageSize: 3 });
  return [
    { name: 'home', path: '/' },
    { name: 'news', path: '/news' },
    { name: 'news detail', path: `/news/${post}` },
    { name: 'e-book detail', path: `/ebooks/${book}` },
  ];
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      runs: { type: 'string', default: '1' },
      lang: { type: 'string', default: 'en' },
      dark: { type: 'boolean', default: false },
      save: { type: 'string' },
      path: { type: 'string' },
    },
  });
  const base = values.url;
  const pages = values.path ? [{ name: values.path, path: values.path }] : await budgetPages(base);
  const storage = { ...(values.lang === 'mm' ? { locale: 'mm' } : {}), ...(values.dark ? { dark_mode: 'true' } : {}) };
  const scores = await measureLighthouse(base, pages, { runs: Number(values.runs), storage, save: values.save });
  const mode = `${values.lang === 'mm' ? 'Myanmar' : 'English'}, ${values.dark ? 'dark' : 'light'}`;
  process.stdout.write(
    `## Lighthouse (mobile, simulated throttling) — ${base}, ${mode}, median of ${values.runs}\n\n${lighthouseReport(scores)}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
