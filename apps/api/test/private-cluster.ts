import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './production-server';

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, on a free port of 127.0.0.1), so that a test
 * can stop and start it without touching the machine's server that every other suite uses (the outage
 * test). Built from the machine's PostgreSQL binaries; as root, they run as the `postgres` user (initdb refuses root).
 */
export interface PrivateCluster {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** Stops the server (if running) and deletes its folder. */
  destroy(): void;
}

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-cluster-'));
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']),
    // -m fast: the server ends every session (57P01 to each client) and stops, as a restart or a failover does.
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
