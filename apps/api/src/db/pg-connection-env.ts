/**
 * A DATABASE_URL as libpq's environment variables, for pg_dump and pg_restore: a password on their command line is
 * visible to every user of the machine (`ps`, /proc/PID/cmdline); the environment of a process is its user's alone.
 * The database name alone goes on the command line.
 */
const QUERY_VARIABLES: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslrootcert: 'PGSSLROOTCERT',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

export function pgConnectionEnv(
  databaseUrl: string,
  base: NodeJS.ProcessEnv = process.env,
): { env: NodeJS.ProcessEnv; dbname: string } {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL is not a postgres:// URL (${url.protocol})`);
  }
  // Whatever the shell had is not ours to pass on: the URL says where to connect.
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(base).filter(([key]) => !key.startsWith('PG')));
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[(.*)\]$/, '$1'));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const path = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (path) env.PGDATABASE = path;
  for (const [key, value] of url.searchParams) {
    const name = QUERY_VARIABLES[key];
    if (!name) throw new Error(`DATABASE_URL parameter "${key}" is not supported by the backup commands`);
    env[name] = value;
  }
  const dbname = env.PGDATABASE ?? env.PGUSER ?? 'postgres';
  env.PGDATABASE = dbname;
  return { env, dbname };
}
