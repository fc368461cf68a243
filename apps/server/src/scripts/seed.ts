import { commandLineConfig, openConfiguredDatabase } from './database.js';
import { openFileStore } from '../modules/files/open.js';
import { seed } from '../seed/index.js';

/** `npm run seed`: migrates the configured database and loads the demo content once. */
const config = commandLineConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.exclusive('seed', () =>
  seed({
    db: database.db,
    files: openFileStore(config),
    log: console.log,
    embedded: database.kind === 'pglite',
  }),
);
await database.close();
