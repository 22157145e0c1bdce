import { errorResponseSchema } from '@randevu/contracts';

/**
 * The one error a service throws; the error handler renders it as `{ success: false, code, message, errors? }`.
 * `extra` adds fields of the error's own to that body (a 409 RULE_CONFLICT lists its `conflicts`); the route
 * declares them in its response schema for that status, which strips anything undeclared.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>, code = 'VALIDATION_ERROR') =>
  new AppError(code, 400, message, errors);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new AppError(code, 401, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(code, 403, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, 404, message);
export const conflict = (message: string, code = 'CONFLICT', errors?: Record<string, string>) =>
  new AppError(code, 409, message, errors);
export const tooManyRequests = (message: string, code = 'RATE_LIMITED') => new AppError(code, 429, message);

/** A route's declared failures: each status answers the one error body (`errorResponseSchema`). */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
