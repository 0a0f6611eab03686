import type { Db } from '../types';

/** Acme's public profile: the tagline (the storefront's meta description) and its opening hours. */
export async function seedDemoStoreProfile(tx: Db): Promise<void> {
  // Migration 0052's tagline (the storefront's meta description), for Acme only.
  await tx.query(
    "UPDATE stores SET tagline = 'Jewelry repair, ring resizing and watch service by master jewelers.' WHERE id = 1",
  );
  // Migration 0055's opening hours, for Acme only: weekdays, a shorter Saturday, closed Sunday.
  await tx.query('UPDATE stores SET opening_hours = $1 WHERE id = 1', [
    JSON.stringify([
      ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map(
        (day) => ({ day, closed: false, opens: '09:00', closes: '18:00' }),
      ),
      { day: 'saturday', closed: false, opens: '10:00', closes: '16:00' },
      { day: 'sunday', closed: true, opens: null, closes: null },
    ]),
  ]);
}
