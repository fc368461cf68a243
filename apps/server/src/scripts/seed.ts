import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { localFileStore } from '../modules/files/store.js';
import { seed } from '../seed/index.js';

/** `npm run seed`: migrates the configured database and loads the demo content once. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seed({ db: database.db, files: localFileStore(config.dataDir, config.appSecret), log: console.log });
await database.close();
