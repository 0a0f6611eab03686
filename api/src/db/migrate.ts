import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/** The numbered plain-SQL migrations, in order (`0001_name.sql`, ...). */
export function listMigrations(
  dir = MIGRATIONS_DIR,
): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. */
export async function runMigrations(
  db: Db,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const done = await db.query(
      'SELECT 1 FROM schema_migrations WHERE name = $1',
      [migration.name],
    );
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      // Serialises concurrent starters (several api replicas on one PostgreSQL).
      await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const again = await tx.query(
        'SELECT 1 FROM schema_migrations WHERE name = $1',
        [migration.name],
      );
      if (again.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [
        migration.name,
      ]);
      applied.push(migration.name);
    });
  }
  return applied;
}
