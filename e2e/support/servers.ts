/**
 * One API server per Playwright worker (decision 049): worker i (its parallelIndex) talks to the server on
 * E2E_PORT + i, which has a database and upload directory of its own, so the files of two workers never see each
 * other's bookings, closures or edits of the demo venue, as when one worker ran every file against one server.
 * E2E_BASE_URL (a server someone else started) means one server for every worker: then one worker.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_WORKERS = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1);

export function serverUrl(parallelIndex: number): string {
  return process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT + parallelIndex}`;
}
