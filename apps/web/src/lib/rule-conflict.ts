import type { RuleConflictResponse } from '@randevu/contracts';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { ApiError } from './api-client';

/**
 * The 409 a rule write answers when booked appointments lie inside it (`RULE_CONFLICT` with `conflicts`),
 * or null for any other failure. Resending with `force: true` keeps the appointments and saves. A shape check,
 * not the zod schema: lib loads no value from the contracts' main entry (decision 022); the server wrote the body.
 */
export function ruleConflictOf(error: unknown): RuleConflictResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'RULE_CONFLICT') return null;
  const body = error.body as Partial<RuleConflictResponse> | null | undefined;
  if (typeof body !== 'object' || body === null || typeof body.message !== 'string' || !Array.isArray(body.conflicts))
    return null;
  return body as RuleConflictResponse;
}
