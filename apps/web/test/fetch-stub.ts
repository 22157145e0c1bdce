import { vi } from 'vitest';

/** One answer of the stubbed API: a status and the JSON body (`{ success, data }` or an error body). */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

/** `{ data }` as the API sends it. */
export const ok = (data: unknown): StubAnswer => ({ body: { success: true, data } });

/**
 * Replaces `fetch` (the network, and nothing of ours) with a table of handlers keyed 'METHOD /path'.
 * A request without a handler fails the test loudly with a 599. Returns the requests seen, in order.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const request = { method, path: url.pathname, query: url.searchParams, body };
      requests.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler
        ? await handler(request)
        : { status: 599, body: { success: false, code: 'NO_STUB', message: url.pathname } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}
