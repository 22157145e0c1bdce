import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/config/env';

/**
 * Starts the API the way production does: whatever `npm run start -w @randevu/api` runs (the
 * workspace's `start` script, read from apps/api/package.json and exec'd by a shell in apps/api,
 * so signals reach the server itself). Used by the two-instance test and by `npm run bench:http`.
 */
export interface ProductionServer {
  base: string;
  port: number;
  child: ChildProcess;
  /** Every stdout line so far (pino JSON in production). */
  lines: string[];
  /** What the process wrote to stderr so far (an uncaught error's stack). */
  stderr(): string;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startupMs: number;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

export const apiDir = path.join(repoRoot, 'apps/api');

/**
 * Throws unless the compiled production server (and with `template`, the PGlite template database the build makes) is
 * there: the slow suites start the build that ran before them (.ci/run, `npm run build`) and never compile it, because
 * a compile removes the chunks another suite's server may be starting from (they run side by side, decision 049).
 */
export function requireBuiltServer(opts: { template?: boolean } = {}): void {
  const built = ['dist/server.js', ...(opts.template ? ['dist/db-template'] : [])];
  for (const file of built)
    if (!fs.existsSync(path.join(apiDir, file))) throw new Error(`apps/api/${file} is missing: run \`npm run build\` first`);
}

export function apiStartCommand(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const start = pkg.scripts.start;
  if (!start) throw new Error('apps/api/package.json has no start script');
  const entry = /^node\s+(?:--\S+\s+)*(\S+\.[cm]?js)\b/.exec(start)?.[1];
  if (entry && !fs.existsSync(path.join(apiDir, entry)))
    throw new Error(`apps/api/${entry} is missing: the production server is compiled, run \`npm run build\` first`);
  return start;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startProductionServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
  /** Another start command than the workspace's (a copy of an earlier build, to compare against). */
  command: string = apiStartCommand(),
): Promise<ProductionServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const started = performance.now();
  const child = spawn('sh', ['-c', `exec ${command}`], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts.filter(Boolean));
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}\n${lines.join('\n')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, port, child, lines, stderr: () => stderr, startupMs: performance.now() - started, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${timeoutMs} ms: ${stderr}`);
}

/** The parsed pino lines of a server whose `msg` is `msg`. */
export function logLines(server: Pick<ProductionServer, 'lines'>, msg: string): Record<string, unknown>[] {
  return server.lines
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    })
    .filter((o): o is Record<string, unknown> => o?.msg === msg);
}
