import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './types';
import { lockDataDir } from './dataDirLock';

export interface PgliteOptions {
  /** Directory of the database files; omitted = in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` snapshot to start from (tests). */
  loadDataDir?: Blob;
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(conn: Queryable, root: PGlite | null): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await conn.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (!root) return fn(wrap(conn, null)); // already inside a transaction
      return root.transaction((tx) => fn(wrap(tx, null)));
    },
    async close() {
      if (root && !root.closed) await root.close();
    },
  };
}

/** Opens an embedded PostgreSQL (PGlite): on disk when `dataDir` is given, else in memory. */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<Db & { pglite: PGlite }> {
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(
      options.dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
  } catch (error) {
    unlock();
    throw error;
  }
  const db = wrap(pglite, pglite);
  const closeDb = db.close;
  return Object.assign(db, {
    pglite,
    async close() {
      try {
        await closeDb();
      } finally {
        unlock();
      }
    },
  });
}
