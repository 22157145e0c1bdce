/**
 * The baseline of `npm run bench:booking-writes`: a bare Fastify server (no plugins, no rules, no rate limits, no
 * outbox) whose one route books as little as a booking can: one transaction that takes the expert's advisory lock and
 * inserts the same appointments row (the exclusion constraint still checks it), then answers 201 with the id.
 * argv: <port> <database url>. Its own process, like the server under test.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { LOCK_CLASSES } from '../apps/api/src/db/advisory-locks';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
interface Body {
  expert_id: number;
  venue_id: number;
  service_id: number;
  sub_service_id: number;
  appointment_date: string;
  appointment_time: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
const app = Fastify({ logger: false });
app.post('/api/appointments/public', async (request, reply) => {
  const b = request.body as Body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1, $2)', [LOCK_CLASSES.expertTime, b.expert_id]);
    const { rows } = await client.query<{ id: number }>(
      `insert into appointments (venue_id, expert_id, service_id, sub_service_id, customer_first_name, customer_last_name,
         customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus, service_name, expert_name)
       select $1, $2, $3, $4, $5, $6, $7, $8, 'pending', s, s + interval '45 minutes', 45, 50000, 'Saç Kesimi', 'Uzman'
         from (select ($9 || ' ' || $10)::timestamp at time zone 'Europe/Istanbul' as s) t
       returning id`,
      [
        b.venue_id,
        b.expert_id,
        b.service_id,
        b.sub_service_id,
        b.first_name,
        b.last_name,
        b.email,
        b.phone,
        b.appointment_date,
        b.appointment_time,
      ],
    );
    await client.query('commit');
    return reply.code(201).send({ success: true, data: { id: rows[0]!.id } });
  } catch (error) {
    await client.query('rollback').catch(() => {});
    const conflict = (error as { code?: string }).code === '23P01';
    return reply.code(conflict ? 409 : 500).send({ success: false, code: conflict ? 'SLOT_TAKEN' : 'INTERNAL' });
  } finally {
    client.release();
  }
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
