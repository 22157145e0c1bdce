/**
 * The baseline of `npm run bench:scale` (bench/scale.ts): a bare Fastify server (no plugins, no cache, no validation)
 * whose routes each run one bare SQL query for the same rows as the API read they stand for, and send the rows as
 * JSON. Started as its own process, like the server under test. argv: <port> <database url>.
 */
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
type Q = Record<string, string | undefined>;

/**
 * The listing's page (and its total) of active venues of a city in a category, optionally matching a folded needle or
 * after a key (keyset): the total as the API reads it (decision 048), the kept count of the city and category, or for
 * a search the matches counted up to 100.
 */
const listing = (search: boolean, keyset: boolean) => `
  select v.id, v.prefix::text as prefix, v.name, v.address, v.district_id, v.rating_count, v.rating_sum,
         ${
           search
             ? `(select count(*) from (select 1 from venues w where w.city_id = $1 and w.is_active and w.search_name like $4
                   and exists (select 1 from venue_categories vc where vc.venue_id = w.id and vc.category_id = $2) limit 100) x)`
             : `(select n.venues from venue_listing_counts n where n.city_id = $1 and n.category_id = $2)`
         } as total
  from venues v
  where v.city_id = $1 and v.is_active
    and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = $2)
    ${search ? `and v.search_name like $4` : ''} ${keyset ? `and (v.search_name, v.id) > ($4, $5)` : ''}
  order by v.search_name, v.id limit 20 offset $3`;

app.get('/listing', async (request) => {
  const q = request.query as Q;
  if (q.after_id) return (await pool.query(listing(false, true), [q.city, q.category, 0, q.after_name, q.after_id])).rows;
  return (await pool.query(listing(false, false), [q.city, q.category, (Number(q.page) - 1) * 20])).rows;
});
app.get('/search', async (request) => {
  const q = request.query as Q;
  return (await pool.query(listing(true, false), [q.city, q.category, (Number(q.page) - 1) * 20, `%${q.q}%`])).rows;
});
/** The venue with its active experts and sub-services, in one statement. */
app.get('/venue/:id', async (request) => {
  const { id } = request.params as Q;
  const { rows } = await pool.query(
    `select v.id, v.name, v.description, v.address, v.phone, v.city_id, v.district_id, v.rating_count, v.rating_sum,
            (select json_agg(json_build_object('id', e.id, 'name', e.name, 'bio', e.bio) order by e.id)
               from experts e where e.venue_id = v.id and e.is_active and e.deleted_at is null) as experts,
            (select json_agg(json_build_object('id', ss.id, 'name', ss.name, 'price', ss.price_kurus) order by ss.id)
               from sub_services ss where ss.venue_id = v.id and ss.is_active and ss.deleted_at is null) as sub_services
       from venues v where v.id = $1 and v.is_active`,
    [id],
  );
  return rows[0] ?? {};
});
/** The expert's live appointments of the venue day [from, to). */
app.get('/times/:id', async (request) => {
  const { id } = request.params as Q;
  const q = request.query as Q;
  return (
    await pool.query(
      `select starts_at, ends_at from appointments
        where expert_id = $1 and status in ('pending', 'confirmed') and starts_at < $3 and ends_at > $2 order by starts_at`,
      [id, q.from, q.to],
    )
  ).rows;
});

await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
