import { messages } from '@randevu/contracts/messages';
import { toHhmm, toMinutes } from './calendar-layout';

const t = messages.ownerCalendar.page;

/** A one-tap block from an empty slot (decision 077): its button, the reason it is saved with, and its length. */
export interface BlockPreset {
  id: 'lunch30' | 'lunch60' | 'meeting';
  label: string;
  reason: string;
  minutes: number;
}

export const BLOCK_PRESETS: readonly BlockPreset[] = [
  { id: 'lunch30', label: t.presetLunch30, reason: t.presetLunch, minutes: 30 },
  { id: 'lunch60', label: t.presetLunch60, reason: t.presetLunch, minutes: 60 },
  { id: 'meeting', label: t.presetMeeting, reason: t.presetMeeting, minutes: 60 },
];

/** The last minute a block may end on a venue day. */
const DAY_END = 23 * 60 + 59;

/** The preset's range from `time` ('HH:mm'), cut at the end of the day; null when nothing of it fits. */
export function presetRange(time: string, preset: Pick<BlockPreset, 'minutes'>): { from: string; to: string } | null {
  const start = toMinutes(time);
  if (start >= DAY_END) return null;
  return { from: toHhmm(start), to: toHhmm(Math.min(start + preset.minutes, DAY_END)) };
}
