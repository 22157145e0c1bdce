/**
 * The year the reports benchmarks read (bench/reports.ts, bench/reports-csv.ts): one venue, 50,000 appointments, 10
 * experts, every status, 2,000 customers, over 2025 in the venue's days.
 */
import { sql } from 'drizzle-orm';
import type { createDatabase } from '../apps/api/src/db/client';
import { venueDayBounds } from '../apps/api/src/lib/time';
import { createExpert, createVenue } from '../apps/api/test/factories';

export const APPOINTMENTS = 50_000;
export const EXPERTS = 10;
export const FROM = '2025-01-01';
export const TO = '2025-12-31';

/** 50,000 appointments over the year, 10 experts, in 30-minute steps per expert (no overlap), every status. */
export async function seed(db: Awaited<ReturnType<typeof createDatabase>>['db'], ownerId: number) {
  const venue = await createVenue(db, { ownerId, name: 'Rapor Salonu' });
  const experts = [];
  for (let i = 0; i < EXPERTS; i++) experts.push((await createExpert(db, { venueId: venue.id, name: `Uzman ${i + 1}` })).id);
  const start = venueDayBounds(FROM).start;
  await db.execute(sql`
    insert into appointments (venue_id, expert_id, service_id, customer_first_name, customer_last_name, customer_email,
                              customer_phone, status, cancelled_by, cancelled_at, starts_at, ends_at, duration_minutes,
                              price_kurus, service_name, sub_service_name, expert_name)
    select ${venue.id}, (${`{${experts.join(',')}}`}::int[])[1 + g % ${EXPERTS}], 101, 'Müşteri', 'Soyad' || (g % 2000), '',
           '+90532' || lpad((g % 2000)::text, 7, '0'),
           (array['completed','completed','completed','confirmed','pending','cancelled','cancelled','no_show','expired'])[1 + g % 9],
           case when g % 9 in (5, 6) then (array['user','owner'])[1 + g % 2] end,
           case when g % 9 in (5, 6) then now() end,
           ${start}::timestamptz + ((g / ${EXPERTS}) * interval '100 minutes'),
           ${start}::timestamptz + ((g / ${EXPERTS}) * interval '100 minutes') + interval '45 minutes',
           45, 30000 + (g % 7) * 5000, 'Saç Kesimi', (array['Kesim','Boya','Fön','Bakım'])[1 + g % 4], 'Uzman'
    from generate_series(0, ${APPOINTMENTS - 1}) g`);
  return venue.id;
}
