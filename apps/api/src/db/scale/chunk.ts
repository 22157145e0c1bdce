/** What a chunk of the scale data set is made of (generate.ts makes it, the per-table generators fill it). */
export type Row = Record<string, string | number | boolean | null | string[] | [string, string][]>;
export type ChunkRows = Record<TableName, Row[]>;
export const TABLES = [
  'users',
  'venues',
  'venue_categories',
  'venue_hours',
  'sub_services',
  'experts',
  'expert_working_hours',
  'expert_services',
  'expert_sub_services',
  'appointments',
  'reviews',
  'expert_time_off',
] as const;
export type TableName = (typeof TABLES)[number];

/** mulberry32: a small, fast, seeded PRNG (floats in [0, 1)). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const weighted = <T>(xs: readonly (readonly [T, number])[]): T => {
    let r = next() * xs.reduce((a, [, w]) => a + w, 0);
    for (const [x, w] of xs) if ((r -= w) < 0) return x;
    return xs[xs.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof prng>;

export interface ChunkInput {
  seed: number;
  chunk: number;
  /** The chunk's venues' global numbers (0-based) and provinces (plate codes). */
  venues: { n: number; cityId: number }[];
  /** Districts of each province with their neighbourhood ids. */
  geography: Map<number, { districtId: number; neighborhoods: number[] }[]>;
  /** The middle of the two years, UTC midnight of a day (ms). */
  anchor: number;
  /** Takes the next id of a table (reserved beforehand by the loader). */
  id: (table: 'users' | 'venues' | 'sub_services' | 'experts' | 'appointments') => number;
  appointmentsPerExpert: number;
}
