import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { messages } from '@randevu/contracts';
import { queryRows, type Db } from '../db/client';
import { notFound } from '../lib/errors';

/**
 * Ownership of a path's ids before the body is validated. Without it, another
 * owner's venue id with an invalid body answered 400 with field errors and with a valid body 404, so a
 * stranger could tell that the id exists. Every owner and user route that takes a body or a query string
 * and has ids in its path gets a preValidation check of each id (it runs after the session check of
 * onRequest and before the body's or the query's validation): not the caller's → the same 404 the
 * services answer.
 *
 * The kind of an id is the path segment before it (`/venues/:id`, `/faqs/:faqId`); a new guarded route
 * whose segment is not listed here fails at start-up, so that nobody forgets to decide.
 */
const GUARDED = /^\/api\/(owner|user|sub-services)\//;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The query that finds the id among the caller's, and the 404 the id's own service answers. */
interface Rule {
  query: (id: number, userId: number) => SQL;
  message: string;
  code?: string;
}
const ownedVenue = (table: string, message: string, code?: string): Rule => ({
  query: (id, userId) =>
    sql`select 1 from ${sql.identifier(table)} x join venues v on v.id = x.venue_id where x.id = ${id} and v.owner_id = ${userId}`,
  message,
  code,
});
const rules: Record<string, Rule | null> = {
  venues: {
    query: (id, userId) => sql`select 1 from venues where id = ${id} and owner_id = ${userId}`,
    message: messages.venues.notFound,
  },
  images: ownedVenue('venue_images', messages.venueImages.notFound),
  faqs: ownedVenue('venue_faqs', messages.venueFaqs.notFound),
  experts: ownedVenue('experts', messages.experts.notFound, 'EXPERT_NOT_FOUND'),
  'sub-services': ownedVenue('sub_services', messages.subServices.notFound, 'SUB_SERVICE_NOT_FOUND'),
  reviews: ownedVenue('reviews', messages.reviews.notFound, 'REVIEW_NOT_FOUND'),
  // A customer's id is their card's (decision 086); the service checks it is the path's venue.
  customers: ownedVenue('customers', messages.ownerCustomers.notFound, 'CUSTOMER_NOT_FOUND'),
  // Catalogue services belong to no one: whether an expert may offer one is the service's rule.
  services: null,
  // A holiday's date is a day of the calendar, no one's: the venue before it is what is checked.
  holidays: null,
  // So is a day's date (decision 100): the expert or venue before it is what is checked.
  days: null,
};
const ownerAppointment = ownedVenue('appointments', messages.ownerAppointments.missing);
const userAppointment: Rule = {
  query: (id, userId) => sql`select 1 from appointments where id = ${id} and user_id = ${userId}`,
  message: messages.myAppointments.missing,
};

/** [param, rule] for every id in a guarded path, read from the URL pattern. */
function pathIds(url: string): [string, Rule][] {
  const segments = url.split('/');
  const found: [string, Rule][] = [];
  segments.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const kind = segments[i - 1]!;
    const rule = kind === 'appointments' ? (url.startsWith('/api/user/') ? userAppointment : ownerAppointment) : rules[kind];
    if (rule === undefined) throw new Error(`ownership: no rule for the id after /${kind}/ in ${url} (plugins/ownership.ts)`);
    if (rule) found.push([segment.slice(1), rule]);
  });
  return found;
}

const INT4 = /^[1-9]\d{0,9}$/;

export default fp(async function ownership(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    // A query string is validated too (the calendar's range): another owner's id is 404 before it.
    const validatesInput = methods.some((m) => WITH_BODY.has(m)) || Boolean(route.schema?.querystring);
    if (!GUARDED.test(route.url) || !validatesInput) return;
    const ids = pathIds(route.url);
    if (!ids.length) return;
    const guard = async (request: FastifyRequest) => {
      const user = request.user;
      if (!user) return;
      const params = request.params as Record<string, string>;
      for (const [param, rule] of ids) {
        const raw = params[param] ?? '';
        // A malformed id is no one's: the params' validation answers it, with nothing to learn.
        if (!INT4.test(raw) || Number(raw) > 2_147_483_647) continue;
        if (!(await queryRows(db, rule.query(Number(raw), user.id))).length) throw notFound(rule.message, rule.code);
      }
    };
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
});
