/** Types of measure-start.mjs for the TypeScript test that imports it. */
export function freePort(): Promise<number>;
export function startEnv(opts: { dataDir: string; uploadDir: string; port: number }): Record<string, string | undefined>;
export interface NpmStart {
  /** Milliseconds from the spawn of `npm start` to the first 200 of /api/health. */
  ms: number;
  /** Everything npm, the start script and the server wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM to the process group (SIGKILL after 15 s); resolves when npm has exited. */
  stop(): Promise<void>;
}
export function npmStart(opts: {
  cwd?: string;
  env: Record<string, string | undefined>;
  port: number;
  timeoutMs?: number;
}): Promise<NpmStart>;
export function median(values: number[]): number;
