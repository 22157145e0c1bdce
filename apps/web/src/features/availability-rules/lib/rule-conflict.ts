import { ruleConflictResponseSchema, type RuleConflictResponse } from '@randevu/contracts';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { ApiError } from '../../../lib/api-client';

/**
 * The 409 a rule write answers when booked appointments lie inside it (`RULE_CONFLICT` with `conflicts`),
 * or null for any other failure. Resending with `force: true` keeps the appointments and saves.
 */
export function ruleConflictOf(error: unknown): RuleConflictResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'RULE_CONFLICT') return null;
  const parsed = ruleConflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
