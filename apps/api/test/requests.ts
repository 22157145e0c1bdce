import type { App } from '../src/app';
import type { Session } from './auth-helpers';
import { SAC_KESIMI } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as `session` (none: no authorization header), with a JSON body when one is given. */
export const injectAs = (app: App, method: Method, url: string, session: Session | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: session?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A POST whose body is sent as it is, declared as JSON: for bodies that are not (or not quite) JSON. */
export const postRawJson = (app: App, url: string, raw: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: raw });

/** The starts `GET /experts/{id}/available-times` offers for a sub-service of Saç Kesimi on `date`. */
export const availableTimes = async (app: App, expertId: number, date: string, subServiceId: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${subServiceId}`,
    })
  ).json().data as string[];
