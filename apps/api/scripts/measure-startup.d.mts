/** Types of measure-startup.mjs for the TypeScript tests that import it. */
export interface StartupMeasure {
  /** Milliseconds from spawn to the first 200 from /api/health. */
  ms: number;
  /** From the server's ready line: milliseconds since its process started, CPU milliseconds, phases. */
  serverMs: number | undefined;
  cpuMs: number | undefined;
  phases: Record<string, number> | undefined;
  fromTemplate: boolean | undefined;
}
export const startBudgetMs: number;
export const startBaselineRatio: number;
/** The yardstick run beside the server (scripts/startup-baseline.mjs). */
export const baselineEntry: string;
/** The start-up budget for a run whose baseline median is `baselineMs`: max(START_BUDGET_MS, ratio × baseline). */
export function allowedStartMs(baselineMs: number): number;
/** `keep`: leave the run's DATA_DIR until removeKeptDirs() (see measure-startup.mjs). */
export function measureStartup(
  env?: Record<string, string>,
  entry?: string,
  options?: { keep?: boolean },
): Promise<StartupMeasure>;
export function removeKeptDirs(): void;
export function median(values: number[]): number;
/** Server starts paired with baseline starts (alternating), their medians and the allowed time. */
export function measureAgainstBaseline(
  runs: number,
  entry?: string,
  onPair?: (i: number, server: StartupMeasure, baseline: StartupMeasure) => void,
): Promise<{
  servers: StartupMeasure[];
  baselines: StartupMeasure[];
  ms: number;
  baselineMs: number;
  allowedMs: number;
  loadPerCore: number;
}>;
