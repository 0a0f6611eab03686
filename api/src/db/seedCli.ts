// `npm run seed -w api`: migrates, then inserts the demo data if this database has none yet.
import { resolve } from 'node:path';
import { runMigrations } from './migrate';
import { seedDemoData } from './seed';
import { openDatabase } from './open';

(async () => {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir:
      process.env.DATA_DIR ?? resolve(__dirname, '../../../.data/pglite'),
  });
  try {
    await runMigrations(db);
    console.log(
      (await seedDemoData(db))
        ? 'demo data inserted'
        : 'demo data already present',
    );
  } finally {
    await db.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
