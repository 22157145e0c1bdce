import { parentPort, workerData } from 'node:worker_threads';
import { restoreTemplate } from './template';

/**
 * Runs restoreTemplate on a worker thread (db/open.ts): copying the template creates some 1 100
 * files, which costs the kernel time on the creating thread; off the main thread it overlaps the
 * loading of the application instead of preceding it.
 */
const { templateDir, dataDir } = workerData as { templateDir: string; dataDir: string };
const started = performance.now();
const copied = restoreTemplate(templateDir, dataDir);
parentPort!.postMessage({ copied, ms: Math.round(performance.now() - started) });
