import { parseArgs } from 'node:util';
import { openFileStore } from '../modules/files/open.js';
import { commandLineConfig } from './database.js';
import { backup } from '../ops/backup.js';

/**
 * `npm run backup -- [--out folder]`: the database (pg_dump on PostgreSQL; on the embedded
 * database, stop the server first) and the files, into a new folder (default ./backups).
 */
const { values } = parseArgs({ options: { out: { type: 'string', default: './backups' } } });
const config = commandLineConfig();
try {
  const folder = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, files: openFileStore(config) }, values.out);
  console.log(`Backup written to ${folder}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
