import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/** The GIN indexes of search, whose pending lists are emptied by the job. */
const GIN_INDEXES = ['search_documents_latin_idx', 'search_documents_mm_idx', 'search_documents_titles_idx', 'search_words_trgm_idx'];

/**
 * Keeps the planner's picture of the search index current (docs/decisions/0034). Each search lets
 * the planner choose, per kind, between walking the newest items and taking a word's matches from
 * the GIN index; it chooses from the table's statistics. PostgreSQL's autovacuum keeps them, but
 * PGlite has no autovacuum: without this job an embedded database would plan every search as if
 * the index were empty. It analyzes the two tables when they have grown by a tenth since the last
 * analysis (or were never analyzed), and moves the GIN indexes' pending entries into the indexes.
 * Returns what it did, for the job's log.
 */
export async function maintainSearch(tx: Db): Promise<string[]> {
  const done: string[] = [];
  const tables = rowsOf<{ name: string; pages: number; counted: number; tuples: number }>(
    await tx.execute(sql`
      select c.relname as name, pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
        c.relpages as counted, c.reltuples as tuples
      from pg_class c where c.relname in ('search_documents', 'search_words') and c.relkind = 'r'`),
  );
  for (const table of tables) {
    const pages = Number(table.pages);
    if (Number(table.tuples) < 0 ? pages > 0 : pages > Number(table.counted) * 1.1 + 10) {
      await tx.execute(sql.raw(`analyze ${table.name}`));
      done.push(`analyze ${table.name}`);
    }
  }
  for (const index of GIN_INDEXES) {
    const [row] = rowsOf<{ moved: number }>(await tx.execute(sql`select gin_clean_pending_list(${index}::regclass) as moved`));
    if (Number(row?.moved)) done.push(`${index}: ${Number(row!.moved)} pending pages`);
  }
  return done;
}
