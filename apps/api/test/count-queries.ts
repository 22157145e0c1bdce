import type { Db } from '../src/db/client';

/**
 * Counts the SQL statements sent to the driver (PGlite or the node-postgres pool) while `fn` runs, those inside a
 * transaction too (PGlite's `transaction` callback, a pool's checked-out client); a transaction's BEGIN and COMMIT
 * count as statements on PostgreSQL only, so callers compare statements outside transactions.
 */
export async function countQueries(db: Db, fn: () => Promise<void>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver) as unknown;
        if ((key === 'query' || key === 'exec') && typeof value === 'function')
          return (...args: unknown[]) => {
            count++;
            return (value as (...a: unknown[]) => unknown).apply(t, args);
          };
        return value;
      },
    });
  const names = ['query', 'exec', 'transaction', 'connect'].filter((n) => typeof client[n] === 'function');
  const originals = names.map((n) => client[n] as (...args: unknown[]) => unknown);
  names.forEach((n, i) => {
    const original = originals[i]!;
    client[n] = (...args: unknown[]) => {
      if (n === 'query' || n === 'exec') {
        count++;
        return original.apply(client, args);
      }
      if (n === 'transaction') {
        const [cb, ...rest] = args as [(tx: object) => unknown, ...unknown[]];
        return original.apply(client, [(tx: object) => cb(counting(tx)), ...rest]);
      }
      // pool.connect() as drizzle's transactions call it (a promise): the checked-out client's statements. The
      // callback form is the pool's own `query`, already counted above.
      if (typeof args[0] === 'function') return original.apply(client, args);
      return (original.apply(client, args) as Promise<object>).then((c) => counting(c));
    };
  });
  try {
    await fn();
  } finally {
    names.forEach((n, i) => (client[n] = originals[i]));
  }
  return count;
}

/**
 * Runs `fn` and holds the answer of its `nth` SQL statement (1-based) until `release` settles:
 * the statement has run, its caller waits. `held` settles once it is held. Statements after the
 * nth are not watched (another request's run freely meanwhile).
 */
export function holdQuery<T>(
  db: Db,
  nth: number,
  release: Promise<void>,
  fn: () => Promise<T>,
): { held: Promise<void>; result: Promise<T> } {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec'].filter((n) => typeof client[n] === 'function');
  const originals = names.map((n) => client[n] as (...args: unknown[]) => Promise<unknown>);
  const restore = () => names.forEach((n, i) => (client[n] = originals[i]));
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  let count = 0;
  names.forEach((n, i) => {
    client[n] = async (...args: unknown[]) => {
      if (++count < nth) return originals[i]!.apply(client, args);
      restore();
      const answer = await originals[i]!.apply(client, args);
      onHeld();
      await release;
      return answer;
    };
  });
  return { held, result: fn().finally(restore) };
}
