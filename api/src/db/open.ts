import { openPgPool } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

/** PostgreSQL when a connection string is given, else PGlite in `dataDir` (none = in memory). */
export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Db> {
  if (options.databaseUrl) return openPgPool(options.databaseUrl);
  return openPglite({ dataDir: options.dataDir });
}
