import type { ErrorResponse } from '@randevu/contracts';
import { commonMessages } from '@randevu/contracts/messages/common';
import { clearSession } from './session';

/** The web side of ARCHITECTURE rule 9: the same fields as the server's error body. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly errors?: Record<string, string>,
    /** The whole error body, for answers that carry more than the common fields (a 409's `conflicts`). */
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * One fetch wrapper for every call. Auth rides on the HttpOnly `token` cookie the server sets;
 * a 401 clears the stored user (docs/product.md#sessions). Returns `data` of `{ success, data }`.
 */
async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  query?: Query,
  signal?: AbortSignal,
  /** Resolve with the whole success body (`data` and `meta`), not `data` alone. */
  whole = false,
): Promise<T> {
  let res: Response;
  const isForm = body instanceof FormData;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      credentials: 'same-origin',
      // A FormData body sets its own multipart content type with the boundary.
      headers:
        body === undefined || isForm
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', commonMessages.genericError);
  }
  const json = (await res.json().catch(() => null)) as ({ success?: boolean; data?: T } & Partial<ErrorResponse>) | null;
  if (!res.ok || !json || json.success === false) {
    if (res.status === 401) clearSession();
    console.error(`${method} ${path} → ${res.status}`, json);
    throw new ApiError(res.status, json?.code ?? 'HTTP_ERROR', json?.message ?? commonMessages.genericError, json?.errors, json);
  }
  return (whole ? json : json.data) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, undefined, query, signal),
  /** A paged list: `{ data, meta }` (the page, the total and what the list adds beside them, e.g. a venue's rating). */
  getPage: <T, M>(path: string, query?: Query, signal?: AbortSignal) =>
    request<{ data: T; meta: M }>('GET', path, undefined, query, signal, true),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** multipart/form-data (image uploads). */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};
