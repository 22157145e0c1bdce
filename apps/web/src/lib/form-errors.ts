import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `errors` map (field → Turkish message) onto the form's fields (ARCHITECTURE rule 9).
 * Keys outside `fields` are ignored. Returns true when at least one field received an error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** Server keys (or their prefix before a dot) that belong to a differently named form field. */
  aliases: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  let first = true;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = aliases[key] ?? aliases[key.split('.')[0]!] ?? fields.find((f) => f === key || key.startsWith(`${f}.`));
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}

/** The status of a failed call, or 0 for anything that is not an ApiError. */
export const errorStatus = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The server's Turkish 429 message when the call was rate limited, else `fallback`. */
export const rateLimitedMessageOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 429 ? error.message : fallback;

/**
 * The server's own Turkish text when it refused the request for a reason a person can act on
 * (a 4xx other than 401: a name already taken, an item gone, too many requests), else `fallback`.
 */
export const refusalMessageOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
