import type { Db } from '../src/db/client';

/** Counts the SQL statements sent to the driver (PGlite or the node-postgres pool) while `fn` runs. */
export async function countQueries(db: Db, fn: () => Promise<void>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec'].filter((n) => typeof client[n] === 'function');
  const originals = names.map((n) => client[n] as (...args: unknown[]) => unknown);
  let count = 0;
  names.forEach((n, i) => {
    client[n] = (...args: unknown[]) => {
      count++;
      return originals[i]!.apply(client, args);
    };
  });
  try {
    await fn();
  } finally {
    names.forEach((n, i) => (client[n] = originals[i]));
  }
  return count;
}
