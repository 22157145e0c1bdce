import pg from 'pg';

/** True when `url` is set and a PostgreSQL server answers on it within 2 s (suites that need one skip otherwise). */
export async function postgresReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}
