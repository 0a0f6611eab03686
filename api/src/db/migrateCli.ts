// `npm run migrate -w api`: applies pending migrations to DATABASE_URL or DATA_DIR (default <repo>/.data/pglite).
import { resolve } from 'node:path';
import { runMigrations } from './migrate';
import { openDatabase } from './open';

(async () => {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir:
      process.env.DATA_DIR ?? resolve(__dirname, '../../../.data/pglite'),
  });
  try {
    const applied = await runMigrations(db);
    console.log(
      applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply',
    );
  } finally {
    await db.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
