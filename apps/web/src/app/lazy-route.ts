import { lazy, type ComponentType } from 'react';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { trackRouteLoad } from './route-loading';

/**
 * A route's page, loaded on demand (router.tsx and the areas' route tables): route files under ./routes
 * default-export their page component. `page()` also awaits the query client (not part of the first paint,
 * lib/lazy-query-client.ts) so every `useQuery` finds it.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => trackRouteLoad(Promise.all([load(), loadQueryClient()]).then(([module]) => module)));

/** A layout route's element, loaded on demand with the query client, as `page()`. */
export const layout = (load: () => Promise<ComponentType>) =>
  lazy(() => trackRouteLoad(Promise.all([load(), loadQueryClient()]).then(([Component]) => ({ default: Component }))));

/** A page that reads no server state: loaded on demand, without waiting for the query client. */
export const staticPage = (load: () => Promise<{ default: ComponentType }>) => lazy(() => trackRouteLoad(load()));
