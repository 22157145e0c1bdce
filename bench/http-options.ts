/** The command line and fixed sizes of `npm run bench:http` (see bench/http.ts), and its log. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const args = process.argv.slice(2);
export const quick = args.includes('--quick');
export const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
export const SCALE = quick ? 0.1 : 1;
export const VENUES = Math.round(500 * SCALE);
export const EXPERTS_PER_VENUE = 6; // 3,000 experts
export const APPOINTMENTS_PER_EXPERT = 67; // 201,000 appointments
export const CONNECTIONS = 50;
export const DURATION_S = quick ? 1 : 5;
/** Measured runs per side and read (the better one is reported). */
export const ROUNDS = quick ? 1 : 2;
export const SAC_KESIMI = 101; // catalogue service of category 1
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-'));
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
export const log = (msg: string) => console.log(`[${elapsed().padStart(5)}] ${msg}`);
