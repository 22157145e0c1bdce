import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { venueFaqs } from '../src/db/schema';
import type { Session } from './auth-helpers';
import { createFaq, createVenue } from './factories';
import { useOwnerSuite } from './owner-suite';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Payload = Exclude<InjectOptions['payload'], undefined>;

export const faqsUrl = (venueId: number) => `/api/owner/venues/${venueId}/faqs`;
export const faqUrl = (venueId: number, faqId: number) => `${faqsUrl(venueId)}/${faqId}`;
export const orderUrl = (venueId: number) => `${faqsUrl(venueId)}/order`;

/** The venue-FAQ route suites' OwnerSuite (`s`) with their request and row helpers. */
export function useFaqSuite() {
  const s = useOwnerSuite();
  const call = (method: Method, url: string, session?: Session, payload?: Payload) =>
    s.t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });
  const rowsOf = (venueId: number) =>
    s.t.db.select().from(venueFaqs).where(eq(venueFaqs.venueId, venueId)).orderBy(asc(venueFaqs.position), asc(venueFaqs.id));
  const rowOf = async (id: number) => (await s.t.db.select().from(venueFaqs).where(eq(venueFaqs.id, id)))[0];

  /** A venue of `session`'s owner (default the suite's owner) with two FAQs at positions 0 and 1. */
  async function venueWithFaqs(session: Session = s.owner) {
    const venue = await createVenue(s.t.db, { ownerId: session.user.id });
    const first = await createFaq(s.t.db, {
      venueId: venue.id,
      question: 'Otopark var mı?',
      answer: 'Evet, ücretsiz.',
      position: 0,
    });
    const second = await createFaq(s.t.db, {
      venueId: venue.id,
      question: 'Kartla ödeme?',
      answer: 'Tüm kartlar geçer.',
      position: 1,
    });
    return { venue, first, second };
  }
  return { s, call, rowsOf, rowOf, venueWithFaqs };
}
