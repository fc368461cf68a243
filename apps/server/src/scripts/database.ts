import { loadConfigOrExit, type AppConfig } from '../config.js';
import { DatabaseInUseError, openDatabase, type Database } from '../db/client.js';

/** The configuration for a command-line tool, read as the server reads it; a variable that is wrong is said plainly. */
export const commandLineConfig = (): AppConfig => loadConfigOrExit();

/** The configured database for a command-line tool; a database another process holds is said plainly. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
