import { checkExpertDay, type ExpertDay } from '@randevu/contracts';

/**
 * A working day with `brk` added (decision 078): the breaks it overlaps are replaced by it (a new lunch rule replaces
 * the old lunch), the rest kept, ascending. Null when the day cannot take it: the break outside the hours, or more
 * breaks than a day may have (checkExpertDay, the experts' own validation).
 */
export function withBreak(day: ExpertDay, brk: [string, string]): [string, string][] | null {
  const [start, end] = brk;
  const kept = day.breaks.filter(([s, e]) => e <= start || s >= end);
  const breaks = [...kept, brk].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return checkExpertDay({ ...day, breaks }) === null ? breaks : null;
}
