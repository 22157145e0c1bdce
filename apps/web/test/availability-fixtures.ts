import type { RuleConflict, RuleConflictResponse } from '@randevu/contracts';
import { messages } from '@randevu/contracts';
import { fill } from '@/lib/format';
import type { StubAnswer } from './fetch-stub';

const m = messages.availabilityRules;

/** A booked appointment inside a new rule, as the 409 lists it (venue wall time). */
export const conflict = (id: number, over: Partial<RuleConflict> = {}): RuleConflict => ({
  id,
  expert_id: 7,
  expert_name: 'Ayşe Yılmaz',
  customer_name: 'Ali Veli',
  status: 'confirmed',
  starts_at: '2030-03-12T10:00',
  ends_at: '2030-03-12T10:45',
  ...over,
});

/** The 409 RULE_CONFLICT answer with `text` ({count} filled) and the given appointments. */
export const ruleConflict = (text: string, conflicts: RuleConflict[]): StubAnswer & { body: RuleConflictResponse } => ({
  status: 409,
  body: { success: false, code: 'RULE_CONFLICT', message: fill(text, { count: conflicts.length }), conflicts },
});

/** A refusal with an optional field map. */
export const refusal = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: status === 400 ? 'VALIDATION_ERROR' : 'REFUSED', message, ...(errors ? { errors } : {}) },
});

export const serverError: StubAnswer = refusal(500, messages.common.internal);
export { m as ruleMessages };
