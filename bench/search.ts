import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { disposeTemplates, log, root, seededDatabase, startServer, stop, type Kind, type PreparedDatabase } from './harness.js';
import { table } from './table.js';

/**
 * `npm run bench:search` (issue 19): site search at scale. A fresh database with the demo content
 * and synthetic published posts (100,000 by default), the index filled by its triggers as the posts
 * are inserted (timed), then the real server with its response cache off, asked a fixed set of
 * queries one at a time (English, prefixes as typed, Pali with and without diacritics, Myanmar
 * Unicode and Zawgyi, filters, a query that finds nothing, a typo answered with "did you mean"):
 * p50/p95/max per query and overall; the matches as the reply counts them ("100+": at least). Then
 * the Myanmar index's recall against plain substring search on the demo content. Reported, never
 * asserted; results under bench/results/.
 *
 *   npm run bench:search                      100,000 posts on PGlite, and on PostgreSQL when DATABASE_URL is set
 *   npm run bench:search -- --quick           2,000 posts, 3 rounds (proves it works)
 *   --posts N --rounds N --kind pglite|postgres
 *   --repeat N                                the rounds N times on the same database (the machine is shared and
 *                                             noisy: each figure is then the median of the N runs, each run's p95 shown)
 *
 * Run `npm run build` first (it uses apps/server/dist, as `npm start` does).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    posts: { type: 'string' },
    rounds: { type: 'string' },
    repeat: { type: 'string' },
    kind: { type: 'string' },
  },
});
const quick = Boolean(args.quick);
const POSTS = Number(args.posts ?? (quick ? 2_000 : 100_000));
const ROUNDS = Number(args.rounds ?? (quick ? 3 : 20));
/** The whole set of rounds asked this many times on the same database; each figure is the median of the repeats. */
const REPEAT = Math.max(1, Number(args.repeat ?? 1));
const kinds: Kind[] = args.kind ? [args.kind as Kind] : process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** What readers type: each is asked ROUNDS times, in this order, round after round. */
const QUERIES: { name: string; body: Record<string, unknown> }[] = [
  { name: 'English, common (stemmed)', body: { q: 'meditating' } },
  { name: 'English, common word', body: { q: 'retreat' } },
  { name: 'English, two words', body: { q: 'noting rising' } },
  { name: 'English, as typed (prefix)', body: { q: 'medit' } },
  { name: 'English, one post of all', body: { q: '54321' } },
  { name: 'Pali without diacritics', body: { q: 'satipatthana' } },
  { name: 'Pali with diacritics', body: { q: 'Satipaṭṭhāna' } },
  { name: 'Myanmar, common word', body: { q: 'တရားစခန်း', language: 'mm' } },
  { name: 'Myanmar, inside a run', body: { q: 'ဗုဒ္ဓ', language: 'mm' } },
  { name: 'Myanmar Zawgyi', body: { q: 'ျမန္မာႏိုင္ငံ', language: 'mm' } },
  { name: 'kind filter, page 3', body: { q: 'meditation', kind: 'news', pageNo: 3 } },
  { name: 'year filter', body: { q: 'retreat', year: new Date().getFullYear() } },
  { name: 'nothing found', body: { q: 'xylophone' } },
  { name: 'did you mean (a typo)', body: { q: 'meditatoin' } },
];

/** Words readers look for in Myanmar (the recall set): teachings, practice, places, days. */
const MYANMAR_PHRASES = [
  'ဓမ္မစကြာ',
  'သတိပဋ္ဌာန်',
  'ဝိပဿနာ',
  'မဟာစည်',
  'ယောဂီ',
  'တရားစခန်း',
  'ရှုမှတ်',
  'သစ္စာလေးပါး',
  'ဗုဒ္ဓ',
  'ပရိတ်',
  'ဝါတွင်း',
  'ကထိန်',
  'မေတ္တာ',
  'နိဗ္ဗာန်',
  'သံဃာ',
  'ဥပုသ်',
  'သီလ',
  'သမာဓိ',
  'ပညာ',
  'ဆရာတော်',
  'ရိပ်သာ',
  'ဖောင်း',
  'ပိန်',
  'တရားတော်',
  'မြန်မာ',
];

interface Recall {
  set: string;
  queries: number;
  expected: number;
  found: number;
  recall: number;
  extra: number;
}

interface Prepared extends PreparedDatabase {
  insertSeconds: number;
  indexRows: number;
  indexMb: number;
  recall: Recall[];
}

/** A small deterministic random sequence, so that every run asks the same substrings. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function prepare(kind: Kind): Promise<Prepared> {
  const { m, database, env, dispose } = await seededDatabase(kind, {
    name: `mahasi_bench_search_${process.pid}`,
    folder: 'mahasi-bench-search-',
  });
  const db = database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => m.rowsOf<T>(await db.execute(query));

  // Recall on the demo content, before the synthetic copies repeat it.
  const recall = await measureRecall(rows);

  const existing = (await rows<{ c: number }>(sql`select count(*)::int as c from posts where status = 'published'`))[0]!.c;
  const extra = Math.max(0, POSTS - existing);
  const started = performance.now();
  // Copies of the demo posts (both languages), each with its own number in the title; in batches,
  // so that PGlite's memory stays bounded. The search index is filled by the insert's triggers.
  const BATCH = 5_000;
  for (let from = 1; from <= extra; from += BATCH) {
    const to = Math.min(extra, from + BATCH - 1);
    await db.execute(
      sql.raw(`with src as (select row_number() over (order by id) - 1 as k, * from posts where status = 'published' and id <= 1000),
        n as (select count(*) as c from src)
        insert into posts (title, author, body, excerpt, language, image, tag_list, status, public_date, view_count,
          title_en, title_mm, summary_en, summary_mm, body_en, body_mm)
        select s.title || ' · ' || g, s.author, s.body, s.excerpt, s.language, s.image, s.tag_list, 'published',
          now() - (g || ' minutes')::interval, g % 997,
          case when s.title_en <> '' then s.title_en || ' · ' || g else '' end,
          case when s.title_mm <> '' then s.title_mm || ' · ' || g else '' end,
          s.summary_en, s.summary_mm, s.body_en, s.body_mm
        from generate_series(${from}, ${to}) g join src s on s.k = g % (select c from n)`),
    );
    log(`  ${to.toLocaleString('en')} / ${extra.toLocaleString('en')} posts inserted`);
  }
  const insertSeconds = (performance.now() - started) / 1000;
  await db.execute(sql.raw('analyze'));
  const size = (
    await rows<{ n: number; mb: number }>(
      sql`select (select count(*)::int from search_documents) as n, pg_total_relation_size('search_documents') / 1048576.0 as mb`,
    )
  )[0]!;
  await database.close();
  return {
    env,
    insertSeconds,
    indexRows: Number(size.n),
    indexMb: Number(size.mb),
    recall,
    dispose,
  };
}

/**
 * The Myanmar index against plain substring search (strpos over the same texts, the truth): for
 * the phrase list, for stretches of one to three whole syllables of the content, and for arbitrary
 * stretches of 2-6 characters (which may begin or end inside a syllable).
 */
async function measureRecall(rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>): Promise<Recall[]> {
  const texts = await rows<{ t: string }>(sql`select normalize(title_mm || ' ' || text_mm, NFC) as t from search_documents`);
  const runs = texts.flatMap(({ t }) => t.match(/[\u1000-\u1049\u104c-\u109f]+/g) ?? []);
  const next = random(19);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const aligned: string[] = [];
  for (let i = 0; i < 200 && runs.length; i++) {
    const run = pick(runs);
    const syllables = (await rows<{ s: string[] }>(sql`select search_mm_syllables(${run}) as s`))[0]!.s;
    const length = 1 + Math.floor(next() * Math.min(3, syllables.length));
    const start = Math.floor(next() * (syllables.length - length + 1));
    aligned.push(syllables.slice(start, start + length).join(''));
  }
  const arbitrary: string[] = [];
  for (let i = 0; i < 200 && runs.length; i++) {
    const run = pick(runs);
    const length = Math.min(run.length, 2 + Math.floor(next() * 5));
    const start = Math.floor(next() * (run.length - length + 1));
    arbitrary.push(run.slice(start, start + length));
  }
  const sets: [string, string[]][] = [
    ['phrases readers type', MYANMAR_PHRASES],
    ['1-3 whole syllables of the content', [...new Set(aligned)]],
    ['2-6 characters of the content, anywhere', [...new Set(arbitrary)]],
  ];
  const out: Recall[] = [];
  for (const [set, phrases] of sets) {
    let expected = 0;
    let found = 0;
    let extra = 0;
    for (const phrase of phrases) {
      const [row] = await rows<{ expected: number; found: number; extra: number }>(sql`
        with truth as (select kind, ref_id from search_documents where strpos(normalize(title_mm || ' ' || text_mm, NFC), ${phrase}) > 0),
        hits as (select kind, ref_id from search_documents where coalesce(mm @@ search_mm_query(${phrase}), false))
        select (select count(*)::int from truth) as expected,
          (select count(*)::int from truth join hits using (kind, ref_id)) as found,
          (select count(*)::int from hits where (kind, ref_id) not in (select kind, ref_id from truth)) as extra`);
      expected += row!.expected;
      found += row!.found;
      extra += row!.extra;
    }
    out.push({ set, queries: phrases.length, expected, found, recall: expected ? found / expected : 1, extra });
  }
  return out;
}

/** The server with its response cache off: every search reaches the database; one address asks them all. */
const startSearchServer = (env: Record<string, string>) => startServer(env, { RESPONSE_CACHE_TTL_SECONDS: '0' }, 60_000);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

interface Latency {
  query: string;
  /** Matches as counted ('100+' when the count stopped at its cap), or the suggestion made. */
  total: number | string;
  p50: number;
  p95: number;
  max: number;
}

async function measureLatency(url: string): Promise<{ perQuery: Latency[]; overall: Latency }> {
  const times = new Map<string, number[]>();
  const totals = new Map<string, number | string>();
  const ask = async (body: Record<string, unknown>) => {
    const started = performance.now();
    const reply = await fetch(`${url}/rest-api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await reply.json()) as { data?: { total: number; more?: boolean; didYouMean?: string | null } };
    if (!reply.ok) throw new Error(`search ${JSON.stringify(body)} answered ${reply.status}`);
    const data = json.data;
    const total = data?.didYouMean ? `0 → ${data.didYouMean}` : data?.more ? `${data.total}+` : (data?.total ?? 0);
    return { ms: performance.now() - started, total };
  };
  // One unmeasured round: the server's code and the database's pages are warm, as in use.
  for (const { body } of QUERIES) await ask(body);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, body } of QUERIES) {
      const { ms, total } = await ask(body);
      times.set(name, [...(times.get(name) ?? []), ms]);
      totals.set(name, total);
    }
  }
  const summary = (query: string, list: number[], total: number | string): Latency => {
    const sorted = [...list].sort((a, b) => a - b);
    return { query, total, p50: round1(quantile(sorted, 0.5)), p95: round1(quantile(sorted, 0.95)), max: round1(sorted.at(-1) ?? 0) };
  };
  const perQuery = QUERIES.map(({ name }) => summary(name, times.get(name)!, totals.get(name)!));
  return { perQuery, overall: summary('all queries', [...times.values()].flat(), '') };
}

async function main() {
  const stamp = new Date().toISOString();
  const results: Record<string, unknown>[] = [];
  for (const kind of kinds) {
    log(`\n[${kind}] preparing ${POSTS.toLocaleString('en')} posts with the demo content…`);
    const prepared = await prepare(kind);
    const server = await startSearchServer(prepared.env);
    try {
      const runs: { perQuery: Latency[]; overall: Latency; load: number[] }[] = [];
      for (let run = 1; run <= REPEAT; run++) {
        log(`[${kind}] asking ${QUERIES.length} queries × ${ROUNDS} rounds (run ${run} of ${REPEAT})…`);
        const before = os.loadavg()[0]!;
        const measured = await measureLatency(server.url);
        runs.push({ ...measured, load: [round1(before), round1(os.loadavg()[0]!)] });
      }
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return sorted.length % 2
          ? sorted[(sorted.length - 1) / 2]!
          : round1((sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2);
      };
      const combine = (pick: (run: (typeof runs)[number]) => Latency): Latency & { p95s: number[] } => {
        const rows = runs.map(pick);
        return {
          query: rows[0]!.query,
          total: rows[0]!.total,
          p50: median(rows.map((row) => row.p50)),
          p95: median(rows.map((row) => row.p95)),
          max: Math.max(...rows.map((row) => row.max)),
          p95s: rows.map((row) => row.p95),
        };
      };
      const latency = {
        perQuery: QUERIES.map((_query, i) => combine((run) => run.perQuery[i]!)),
        overall: combine((run) => run.overall),
        runs,
      };
      process.stdout.write(
        `\n## Search on ${kind}: ${POSTS.toLocaleString('en')} posts, ${ROUNDS} rounds${REPEAT > 1 ? ` × ${REPEAT} runs (medians)` : ''}, cache off${quick ? ' (quick)' : ''}\n\n` +
          `Load average (1 min) before and after each run: ${runs.map((run) => run.load.join(' → ')).join(', ')}.\n\n` +
          `Index filled by triggers while inserting: ${round1(prepared.insertSeconds)} s; ` +
          `${prepared.indexRows.toLocaleString('en')} documents, ${round1(prepared.indexMb)} MB with its indexes.\n\n` +
          table(
            ['query', 'matches', 'p50 ms', 'p95 ms', 'max ms', 'p95 of each run'],
            [...latency.perQuery, latency.overall].map((row) => [row.query, row.total, row.p50, row.p95, row.max, row.p95s.join(' / ')]),
          ) +
          '\n\nMyanmar recall against substring search on the demo content:\n\n' +
          table(
            ['set', 'queries', 'expected', 'found', 'recall', 'found beyond'],
            prepared.recall.map((row) => [row.set, row.queries, row.expected, row.found, `${round1(row.recall * 100)} %`, row.extra]),
          ) +
          '\n',
      );
      results.push({ kind, posts: POSTS, rounds: ROUNDS, repeat: REPEAT, quick, ...prepared, env: undefined, dispose: undefined, latency });
    } finally {
      await stop(server.process);
      await prepared.dispose();
    }
  }
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${stamp.slice(0, 10)}-search-${kinds.join('-')}${quick ? '-quick' : ''}.json`);
  writeFileSync(file, `${JSON.stringify({ date: stamp, machine: `${os.cpus().length} cores`, results }, null, 2)}\n`);
  log(`\nwritten ${path.relative(root, file)}`);
}

try {
  await main();
} finally {
  await disposeTemplates();
}
