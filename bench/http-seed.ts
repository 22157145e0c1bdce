/** bench:http, step 1: the large data set, seeded with set-based SQL (generate_series). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client';
import { APPOINTMENTS_PER_EXPERT, EXPERTS_PER_VENUE, SAC_KESIMI, VENUES } from './http-options';

export interface Fixture {
  venueId: number;
  expertId: number;
  subServiceId: number;
  /** A day with the expert's existing appointment on it (available-times does real work). */
  date: string;
  /** 100 experts (with their venue and sub-service) for the booking run. */
  appointmentExperts: { expertId: number; venueId: number; subServiceId: number }[];
  contended: { expertId: number; venueId: number; subServiceId: number };
  counts: { venues: number; experts: number; appointments: number };
}

const exec = (db: Db, q: ReturnType<typeof sql>) => db.execute(q);
/** A PostgreSQL array literal, passed as one parameter (drizzle would expand a JS array into a tuple). */
const pgArray = (values: (string | number)[]) => `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export async function seedLarge(db: Db): Promise<Fixture> {
  // Geography: one in ten venues in İstanbul (34), the rest spread over other cities' neighbourhoods.
  const istanbul = await queryRows<{ n: number; d: number; c: number }>(
    db,
    sql`select n.id n, d.id d, d.city_id c from neighborhoods n join districts d on d.id = n.district_id where d.city_id = 34 order by n.id limit 50`,
  );
  const elsewhere = await queryRows<{ n: number; d: number; c: number }>(
    db,
    sql`select distinct on (d.city_id) n.id n, d.id d, d.city_id c from neighborhoods n join districts d on d.id = n.district_id where d.city_id <> 34 order by d.city_id, n.id`,
  );
  const places = Array.from({ length: VENUES }, (_, i) =>
    i % 10 === 0 ? istanbul[i % istanbul.length]! : elsewhere[i % elsewhere.length]!,
  );
  const kinds = ['Güzellik Salonu', 'Kuaför', 'Berber', 'Spa Merkezi', 'Tırnak Stüdyosu'];
  const names = Array.from({ length: VENUES }, (_, i) => `Bench ${kinds[i % kinds.length]} ${i + 1}`);
  const fold = (s: string) =>
    s
      .replace(/[İI]/g, (c) => (c === 'İ' ? 'i' : 'ı'))
      .toLocaleLowerCase('tr')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i');

  await exec(
    db,
    sql`insert into users (email, password_hash, role, business_name, phone)
        select 'bench.owner.' || g || '@example.com', 'scrypt$10$8$1$x$y', 'owner', 'Bench İşletme ' || g, '2125550000'
        from generate_series(1, ${VENUES}) g`,
  );
  await exec(
    db,
    sql`insert into venues (owner_id, name, search_name, description, address, phone, email, city_id, district_id, neighborhood_id, slot_interval_minutes)
        select u.id, x.name, x.search_name, 'Ölçüm için oluşturulmuş işletme. Kadın ve erkek kuaförü, cilt bakımı, manikür.',
               'Bench Caddesi No: ' || x.ord, '2125550000', 'bench@example.com', x.c, x.d, x.n, 30
        from unnest(${pgArray(names)}::text[], ${pgArray(names.map(fold))}::text[], ${pgArray(places.map((p) => p.c))}::int[],
                    ${pgArray(places.map((p) => p.d))}::int[], ${pgArray(places.map((p) => p.n))}::int[]) with ordinality
             as x(name, search_name, c, d, n, ord)
        join users u on u.email = 'bench.owner.' || x.ord || '@example.com'`,
  );
  await exec(db, sql`insert into venue_categories (venue_id, category_id) select id, 1 from venues where name like 'Bench %'`);
  await exec(
    db,
    sql`insert into venue_hours (venue_id, weekday, opens_at, closes_at)
        select v.id, w, '09:00', '19:00' from venues v cross join generate_series(1, 6) w where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into sub_services (venue_id, service_id, name, description, price_kurus, duration_minutes)
        select v.id, ${SAC_KESIMI}, s.name, 'Yıkama ve fön dahil.', s.price, 30
        from venues v cross join (values ('Kısa Saç Kesimi', 35000), ('Uzun Saç Kesimi', 50000)) s(name, price)
        where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into venue_faqs (venue_id, question, answer, position)
        select v.id, 'Soru ' || q || '?', 'Cevap ' || q || '. Randevunuzu iptal etmek için hesabınızdan işlem yapabilirsiniz.', q
        from venues v cross join generate_series(1, 4) q where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into experts (venue_id, name, specialization, experience_years, bio, specialties)
        select v.id, 'Uzman ' || v.id || '-' || e, 'Saç Tasarımı', '5', 'On yıllık deneyim.', array['Kesim', 'Boya']
        from venues v cross join generate_series(1, ${EXPERTS_PER_VENUE}) e where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_working_hours (expert_id, weekday, starts_at, ends_at)
        select e.id, w, '09:00', '19:00' from experts e join venues v on v.id = e.venue_id
        cross join generate_series(1, 6) w where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_services (expert_id, service_id)
        select e.id, ${SAC_KESIMI} from experts e join venues v on v.id = e.venue_id where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_sub_services (expert_id, sub_service_id)
        select e.id, ss.id from experts e join sub_services ss on ss.venue_id = e.venue_id
        join venues v on v.id = e.venue_id where v.name like 'Bench %'`,
  );
  // One appointment every second day per expert, from 100 days ago to ~32 days ahead, at a full
  // hour between 09:00 and 17:00 venue time (UTC+3), 30 minutes long: past ones completed or
  // cancelled, future ones confirmed or pending. The :30 slots stay free for the booking run.
  await exec(
    db,
    sql`insert into appointments (venue_id, expert_id, service_id, sub_service_id, customer_first_name, customer_last_name,
                                  customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus,
                                  service_name, sub_service_name, expert_name, cancelled_at, cancelled_by, cancellation_reason)
        select e.venue_id, e.id, ${SAC_KESIMI}, null, 'Müşteri', 'Bench', 'musteri' || (e.id * 100 + k) || '@example.com',
               '+90532' || lpad(((e.id * 100 + k) % 10000000)::text, 7, '0'),
               x.status, x.starts_at, x.starts_at + interval '30 minutes', 30, 35000, 'Saç Kesimi', null, e.name,
               case when x.status = 'cancelled' then x.starts_at - interval '1 day' end,
               case when x.status = 'cancelled' then 'user' end,
               case when x.status = 'cancelled' then 'Planım değişti' end
        from experts e join venues v on v.id = e.venue_id
        cross join generate_series(0, ${APPOINTMENTS_PER_EXPERT - 1}) k
        cross join lateral (
          select date_trunc('day', now()) + make_interval(days => -100 + 2 * k, hours => 6 + (k % 9)) as starts_at,
                 case when -100 + 2 * k < 0 then (case when k % 7 = 0 then 'cancelled' else 'completed' end)
                      else (case when k % 2 = 0 then 'confirmed' else 'pending' end) end as status
        ) x
        where v.name like 'Bench %'`,
  );
  await exec(db, sql`analyze`);

  const [counts] = await queryRows<Fixture['counts']>(
    db,
    sql`select (select count(*)::int from venues) venues, (select count(*)::int from experts) experts,
               (select count(*)::int from appointments) appointments`,
  );
  // The read target: an İstanbul venue's first expert, on the first open day ≥ 2 days ahead that has an appointment.
  const [target] = await queryRows<{ venue_id: number; expert_id: number; sub_service_id: number }>(
    db,
    sql`select v.id venue_id, min(e.id) expert_id, min(ss.id) sub_service_id
        from venues v join experts e on e.venue_id = v.id join sub_services ss on ss.venue_id = v.id
        where v.city_id = 34 and v.name like 'Bench %' group by v.id order by v.id limit 1`,
  );
  const [day] = await queryRows<{ date: string }>(
    db,
    sql`select to_char(starts_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') date from appointments
        where expert_id = ${target!.expert_id} and starts_at > now() + interval '1 day'
          and extract(isodow from starts_at at time zone 'Europe/Istanbul') <> 7
        order by starts_at limit 1`,
  );
  const pool = await queryRows<{ expert_id: number; venue_id: number; sub_service_id: number }>(
    db,
    sql`select distinct on (e.venue_id) e.id expert_id, e.venue_id, ss.id sub_service_id
        from experts e join sub_services ss on ss.venue_id = e.venue_id join venues v on v.id = e.venue_id
        where v.name like 'Bench %' order by e.venue_id, e.id, ss.id limit 101`,
  );
  const all = pool.map((r) => ({ expertId: r.expert_id, venueId: r.venue_id, subServiceId: r.sub_service_id }));
  return {
    venueId: target!.venue_id,
    expertId: target!.expert_id,
    subServiceId: target!.sub_service_id,
    date: day!.date,
    appointmentExperts: all.slice(0, 100),
    contended: all[100] ?? all[0]!,
    counts: counts!,
  };
}
