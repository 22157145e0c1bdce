/**
 * The baseline of `npm run bench:booking-writes`: a bare Fastify server (no plugins, no rules, no rate limits, no
 * outbox) whose one route books as little as a booking can: one transaction that takes the expert's advisory lock and
 * inserts the same appointments row (the exclusion constraint still checks it), then answers 201 with the id.
 * argv: <port> <database url>. Its own process, like the server under test.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { BARE_INSERT_SQL, BARE_LOCK_SQL, bareInsertParams, bareLockParams, type BareBooking } from './bare-booking-sql';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
const app = Fastify({ logger: false });
app.post('/api/appointments/public', async (request, reply) => {
  const b = request.body as BareBooking;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(BARE_LOCK_SQL, bareLockParams(b));
    const { rows } = await client.query<{ id: number }>(BARE_INSERT_SQL, bareInsertParams(b));
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
