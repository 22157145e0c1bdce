import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config/env';
import type { Database, PgliteArtifacts } from './client';
import { lockDataDir } from './data-dir-lock';
import { restoreTemplate } from './template';

export type OpenedDatabase = Database & {
  release: () => void;
  /** Whether the template was copied in; known once `ready` has resolved. */
  fromTemplate: boolean;
  /** Settles when the database can answer: at once, except with `background` (see OpenOptions). */
  ready: Promise<void>;
  /** Milliseconds per step, for the start-up log line (PGlite only); complete once `ready` has resolved. */
  timings: Record<string, number>;
};

export interface OpenOptions {
  /**
   * Return as soon as the DATA_DIR lock is held, with the template copy running on a worker thread
   * and PGlite's WASM being read and compiled meanwhile; PGlite opens when the copy is done and
   * `ready` resolves then. Queries made before wait. So the caller can load and build the
   * application while the copy runs (decision record 025). Runs the copy in line unless the
   * compiled worker is next to this code, i.e. outside the production bundle.
   */
  background?: boolean;
}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR.
 * The DATA_DIR lock is taken before the first await, so a second process fails before it copies
 * or opens anything.
 *
 * This module loads no database driver (they are imported below when needed), so the server can
 * start the copy before it loads anything heavy.
 */
export async function openConfiguredDatabase(config: Config, options: OpenOptions = {}): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const { createDatabase } = await import('./client');
    const database = await createDatabase({ url: config.databaseUrl });
    return { ...database, release: () => {}, fromTemplate: false, ready: Promise.resolve(), timings: {} };
  }
  const started = performance.now();
  const release = lockDataDir(config.dataDir);
  const timings: Record<string, number> = { lock: Math.round(performance.now() - started) };
  try {
    if (options.background) {
      const copying = restoreTemplateOnWorker(config.dbTemplateDir, config.dataDir);
      const artifacts = loadPgliteArtifacts();
      // Awaited through `ready`: a failure must not end the process as an unhandled rejection first.
      copying.catch(() => {});
      artifacts.catch(() => {});
      const { createDeferredPgliteDatabase } = await import('./client');
      let openStarted = 0;
      const database = createDeferredPgliteDatabase(
        config.dataDir,
        copying.then(async (copy) => {
          opened.fromTemplate = copy.copied;
          timings.templateCopy = copy.ms;
          const ready = await artifacts;
          openStarted = performance.now();
          return ready;
        }),
      );
      const opened: OpenedDatabase = {
        ...database,
        release,
        fromTemplate: false,
        timings,
        ready: database.ready.then(
          () => {
            timings.pgliteOpen = Math.round(performance.now() - openStarted);
          },
          (error: unknown) => {
            release();
            throw error;
          },
        ),
      };
      return opened;
    }
    const copyStarted = performance.now();
    const fromTemplate = restoreTemplate(config.dbTemplateDir, config.dataDir);
    timings.templateCopy = Math.round(performance.now() - copyStarted);
    const { createDatabase } = await import('./client');
    const openStarted = performance.now();
    const database = await createDatabase({ dataDir: config.dataDir });
    timings.pgliteOpen = Math.round(performance.now() - openStarted);
    return { ...database, release, fromTemplate, ready: Promise.resolve(), timings };
  } catch (error) {
    release();
    throw error;
  }
}

/** The compiled worker (dist/template-worker.js) next to the bundle's chunks; see scripts/build-server.mjs. */
const workerUrl = new URL('./template-worker.js', import.meta.url);

type Copy = { copied: boolean; ms: number };

function restoreTemplateOnWorker(templateDir: string, dataDir: string): Promise<Copy> {
  if (!fs.existsSync(workerUrl)) {
    const started = performance.now();
    const copied = restoreTemplate(templateDir, dataDir);
    return Promise.resolve({ copied, ms: Math.round(performance.now() - started) });
  }
  return new Promise<Copy>((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { templateDir, dataDir } });
    let result: Copy | undefined;
    worker.once('message', (copy: Copy) => (result = copy));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result === undefined ? reject(new Error(`template copy worker exited with code ${code}`)) : resolve(result),
    );
  });
}

// @types/node declares WebAssembly's types but not the global object's functions (no DOM lib here).
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * PGlite's WASM module compiled and its file-system bundle read, both off the main thread (V8
 * compiles WebAssembly on background threads; the reads go to libuv's pool). PGlite would do the
 * same work itself, later and in line.
 */
async function loadPgliteArtifacts(): Promise<PgliteArtifacts> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [wasm, data] = await Promise.all([
    fs.promises.readFile(path.join(dist, 'pglite.wasm')),
    fs.promises.readFile(path.join(dist, 'pglite.data')),
  ]);
  return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([data]) };
}
