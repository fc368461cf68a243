import { parseArgs } from 'node:util';
import { openFileStore } from '../modules/files/open.js';
import { commandLineConfig } from './database.js';
import { restore } from '../ops/backup.js';

/**
 * `npm run restore -- --from folder [--force]`: a backup into the configured database (which must
 * be empty: a new PostgreSQL database, or no embedded database yet) and DATA_DIR's files. With the
 * embedded database, stop the server first. --force restores over what is there (the embedded
 * database and the files are moved aside, not deleted). Start the server afterwards as usual.
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.from) {
  console.error('Say which backup to restore: npm run restore -- --from backups/mahasi-backup-…');
  process.exit(1);
}
const config = commandLineConfig();
try {
  const manifest = await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, files: openFileStore(config) }, values.from, {
    force: values.force,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database} database, files${manifest.secrets ? ' and the secrets of DATA_DIR/secrets.json' : ''}).`,
  );
  if (!manifest.secrets)
    console.log('The backup holds no secrets.json: start the site with the APP_SECRET it had, or staff two-factor sign-in fails.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
