import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { FAQS_PER_VENUE_MAX, messages } from '@randevu/contracts';
import { venueFaqs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createFaq, createVenue } from '../../../test/factories';

const m = messages.venueFaqs;

let t: TestApp;
let owner: Session;
let otherOwner: Session;
let user: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, otherOwner, user] = await Promise.all([registerOwner(t.app), registerOwner(t.app), registerUser(t.app)]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = Exclude<InjectOptions['payload'], undefined>;
const call = (method: Method, url: string, session?: Session, payload?: Payload) =>
  t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });

const faqsUrl = (venueId: number) => `/api/owner/venues/${venueId}/faqs`;
const faqUrl = (venueId: number, faqId: number) => `${faqsUrl(venueId)}/${faqId}`;
const orderUrl = (venueId: number) => `${faqsUrl(venueId)}/order`;

const rowsOf = (venueId: number) =>
  t.db.select().from(venueFaqs).where(eq(venueFaqs.venueId, venueId)).orderBy(asc(venueFaqs.position), asc(venueFaqs.id));
const rowOf = async (id: number) => (await t.db.select().from(venueFaqs).where(eq(venueFaqs.id, id)))[0];

/** A venue of `session`'s owner with two FAQs at positions 0 and 1. */
async function venueWithFaqs(session: Session = owner) {
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const first = await createFaq(t.db, { venueId: venue.id, question: 'Otopark var mı?', answer: 'Evet, ücretsiz.', position: 0 });
  const second = await createFaq(t.db, {
    venueId: venue.id,
    question: 'Kartla ödeme?',
    answer: 'Tüm kartlar geçer.',
    position: 1,
  });
  return { venue, first, second };
}

describe('GET /api/owner/venues/{venueId}/faqs', () => {
  it("lists the venue's FAQs, hidden ones too, ordered by position then id", async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const c = await createFaq(t.db, { venueId: venue.id, question: 'C?', answer: 'c', position: 2 });
    const a = await createFaq(t.db, { venueId: venue.id, question: 'A?', answer: 'a', position: 0, isActive: false });
    const b1 = await createFaq(t.db, { venueId: venue.id, question: 'B1?', answer: 'b', position: 1 });
    const b2 = await createFaq(t.db, { venueId: venue.id, question: 'B2?', answer: 'b', position: 1 });
    const res = await call('GET', faqsUrl(venue.id), owner);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((f: { id: number }) => f.id)).toEqual([a.id, b1.id, b2.id, c.id]);
    expect(data[0]).toEqual({ id: a.id, question: 'A?', answer: 'a', is_active: false, position: 0 });
  });

  it('answers an empty list for a venue without FAQs', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const res = await call('GET', faqsUrl(venue.id), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});

describe('POST /api/owner/venues/{venueId}/faqs', () => {
  it('creates a trimmed FAQ, active by default, at the end of the list', async () => {
    const { venue, second } = await venueWithFaqs();
    const res = await call('POST', faqsUrl(venue.id), owner, { question: '  Çocuklar gelebilir mi? ', answer: ' Evet.  ' });
    expect(res.statusCode).toBe(201);
    const faq = res.json().data;
    expect(faq).toMatchObject({
      question: 'Çocuklar gelebilir mi?',
      answer: 'Evet.',
      is_active: true,
      position: second.position + 1,
    });
    const rows = await rowsOf(venue.id);
    expect(rows.at(-1)).toMatchObject({ id: faq.id, question: 'Çocuklar gelebilir mi?', isActive: true });
  });

  it('creates a hidden FAQ when is_active is false, and starts at position 0 on an empty venue', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const res = await call('POST', faqsUrl(venue.id), owner, { question: 'Gizli?', answer: 'Evet.', is_active: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ is_active: false, position: 0 });
  });

  it.each([
    ['a blank question', { question: '   ', answer: 'Cevap' }, 'question', m.fieldsRequired],
    ['a blank answer', { question: 'Soru?', answer: '\n \t' }, 'answer', m.fieldsRequired],
    ['a missing question', { answer: 'Cevap' }, 'question', m.fieldsRequired],
    ['a missing answer', { question: 'Soru?' }, 'answer', m.fieldsRequired],
    ['a question over 300 characters', { question: 'S'.repeat(301), answer: 'Cevap' }, 'question', m.questionTooLong],
    ['an answer over 2000 characters', { question: 'Soru?', answer: 'C'.repeat(2001) }, 'answer', m.answerTooLong],
    ['a non-boolean is_active', { question: 'Soru?', answer: 'Cevap', is_active: 'evet' }, 'is_active', m.activeInvalid],
  ])('rejects %s with its Turkish message and creates nothing', async (_, payload, field, message) => {
    const { venue } = await venueWithFaqs();
    const res = await call('POST', faqsUrl(venue.id), owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await rowsOf(venue.id)).toHaveLength(2);
  });

  it('accepts exactly 300 and 2000 characters', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const res = await call('POST', faqsUrl(venue.id), owner, { question: 'S'.repeat(300), answer: 'C'.repeat(2000) });
    expect(res.statusCode).toBe(201);
  });

  it(`answers 409 once the venue has ${FAQS_PER_VENUE_MAX} FAQs`, async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    await t.db.insert(venueFaqs).values(
      Array.from({ length: FAQS_PER_VENUE_MAX }, (_, i) => ({
        venueId: venue.id,
        question: `S${i}?`,
        answer: 'C',
        position: i,
      })),
    );
    const res = await call('POST', faqsUrl(venue.id), owner, { question: 'Bir tane daha?', answer: 'Hayır.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'FAQ_LIMIT', message: m.limitReached });
    expect(await rowsOf(venue.id)).toHaveLength(FAQS_PER_VENUE_MAX);
  });

  it('keeps positions distinct when two FAQs are added at once', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const [a, b] = await Promise.all([
      call('POST', faqsUrl(venue.id), owner, { question: 'Bir?', answer: '1' }),
      call('POST', faqsUrl(venue.id), owner, { question: 'İki?', answer: '2' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await rowsOf(venue.id)).map((r) => r.position).sort()).toEqual([0, 1]);
  });
});

describe('PUT /api/owner/venues/{venueId}/faqs/{faqId}', () => {
  it('updates question, answer and visibility', async () => {
    const { venue, first } = await venueWithFaqs();
    const res = await call('PUT', faqUrl(venue.id, first.id), owner, {
      question: ' Vale var mı? ',
      answer: 'Hafta sonu.',
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: first.id,
      question: 'Vale var mı?',
      answer: 'Hafta sonu.',
      is_active: false,
      position: first.position,
    });
    expect(await rowOf(first.id)).toMatchObject({ question: 'Vale var mı?', answer: 'Hafta sonu.', isActive: false });
  });

  it('keeps the visibility when is_active is absent', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const hidden = await createFaq(t.db, { venueId: venue.id, isActive: false });
    const res = await call('PUT', faqUrl(venue.id, hidden.id), owner, { question: 'Yeni soru?', answer: 'Yeni cevap.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_active).toBe(false);
  });

  it.each([
    ['a blank question', { question: ' ', answer: 'Cevap', is_active: true }, 'question', m.fieldsRequired],
    ['a blank answer', { question: 'Soru?', answer: '', is_active: true }, 'answer', m.fieldsRequired],
    ['a question over 300 characters', { question: 'S'.repeat(301), answer: 'Cevap' }, 'question', m.questionTooLong],
    ['an answer over 2000 characters', { question: 'Soru?', answer: 'C'.repeat(2001) }, 'answer', m.answerTooLong],
    ['a non-boolean is_active', { question: 'Soru?', answer: 'Cevap', is_active: 1 }, 'is_active', m.activeInvalid],
  ])('rejects %s with its Turkish message and changes nothing', async (_, payload, field, message) => {
    const { venue, first } = await venueWithFaqs();
    const res = await call('PUT', faqUrl(venue.id, first.id), owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await rowOf(first.id)).toEqual(first);
  });
});

describe('DELETE /api/owner/venues/{venueId}/faqs/{faqId}', () => {
  it('deletes the FAQ and leaves the others in order', async () => {
    const { venue, first, second } = await venueWithFaqs();
    const res = await call('DELETE', faqUrl(venue.id, first.id), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: first.id } });
    expect((await rowsOf(venue.id)).map((r) => r.id)).toEqual([second.id]);
    expect((await call('DELETE', faqUrl(venue.id, first.id), owner)).statusCode).toBe(404);
  });
});

describe('PUT /api/owner/venues/{venueId}/faqs/order', () => {
  it('rewrites positions in the given order and answers the list in that order', async () => {
    const { venue, first, second } = await venueWithFaqs();
    const third = await createFaq(t.db, { venueId: venue.id, question: 'Üçüncü?', answer: '3', position: 7 });
    const res = await call('PUT', orderUrl(venue.id), owner, { faq_ids: [third.id, first.id, second.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((f: { id: number; position: number }) => [f.id, f.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    expect((await rowsOf(venue.id)).map((r) => [r.id, r.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    const listed = (await call('GET', faqsUrl(venue.id), owner)).json().data;
    expect(listed.map((f: { id: number }) => f.id)).toEqual([third.id, first.id, second.id]);
  });

  it('accepts an empty list for a venue without FAQs', async () => {
    const venue = await createVenue(t.db, { ownerId: owner.user.id });
    const res = await call('PUT', orderUrl(venue.id), owner, { faq_ids: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    ['a missing id', (f: number, _s: number, _x: number) => [f]],
    ['a foreign id', (f: number, s: number, x: number) => [f, s, x]],
    ['a foreign id in place of one of its own', (f: number, _s: number, x: number) => [f, x]],
    ['a duplicated id', (f: number, s: number) => [f, s, s]],
    ['a duplicated id in place of another', (f: number) => [f, f]],
  ])('answers 400 for %s and changes nothing', async (_, build) => {
    const { venue, first, second } = await venueWithFaqs();
    const foreign = await venueWithFaqs(otherOwner);
    const before = await rowsOf(venue.id);
    const res = await call('PUT', orderUrl(venue.id), owner, { faq_ids: build(first.id, second.id, foreign.first.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: m.orderInvalid, errors: { faq_ids: m.orderInvalid } });
    expect(await rowsOf(venue.id)).toEqual(before);
    expect(await rowsOf(foreign.venue.id)).toEqual([foreign.first, foreign.second]);
  });

  it.each([
    ['no faq_ids', {}],
    ['faq_ids that is not a list', { faq_ids: '1,2' }],
    ['a non-integer id', { faq_ids: [1.5] }],
    ['a negative id', { faq_ids: [-1] }],
    [`more than ${FAQS_PER_VENUE_MAX} ids`, { faq_ids: Array.from({ length: FAQS_PER_VENUE_MAX + 1 }, (_, i) => i + 1) }],
  ])('answers 400 with the Turkish message for %s', async (_, payload) => {
    const { venue } = await venueWithFaqs();
    const before = await rowsOf(venue.id);
    const res = await call('PUT', orderUrl(venue.id), owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.orderInvalid);
    expect(await rowsOf(venue.id)).toEqual(before);
  });
});

describe('authorization on every route', () => {
  let venueId: number;
  let faqId: number;
  let otherFaqId: number;
  beforeEach(async () => {
    const mine = await venueWithFaqs();
    venueId = mine.venue.id;
    faqId = mine.first.id;
    otherFaqId = mine.second.id;
  });

  const routes: [string, Method, () => string, () => Payload | undefined][] = [
    ['list', 'GET', () => faqsUrl(venueId), () => undefined],
    ['create', 'POST', () => faqsUrl(venueId), () => ({ question: 'Yeni?', answer: 'Evet.' })],
    ['update', 'PUT', () => faqUrl(venueId, faqId), () => ({ question: 'Değişti?', answer: 'Evet.', is_active: false })],
    ['delete', 'DELETE', () => faqUrl(venueId, faqId), () => undefined],
    ['reorder', 'PUT', () => orderUrl(venueId), () => ({ faq_ids: [otherFaqId, faqId] })],
  ];

  it.each(routes)('%s: anonymous → 401 before the body is validated, nothing changed', async (_, method, url) => {
    const before = await rowsOf(venueId);
    const res = await call(
      method,
      url(),
      undefined,
      method === 'GET' || method === 'DELETE' ? undefined : { question: 42, faq_ids: 'x' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
    expect(await rowsOf(venueId)).toEqual(before);
  });

  it.each(routes)('%s: a user → 403, nothing changed', async (_, method, url, payload) => {
    const before = await rowsOf(venueId);
    const res = await call(method, url(), user, payload());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
    expect(await rowsOf(venueId)).toEqual(before);
  });

  it.each(routes)("%s: another owner's venue → 404, nothing changed", async (_, method, url, payload) => {
    const before = await rowsOf(venueId);
    const res = await call(method, url(), otherOwner, payload());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    expect(await rowsOf(venueId)).toEqual(before);
  });

  it.each([
    ['update', 'PUT' as const, { question: 'Değişti?', answer: 'Evet.', is_active: false }],
    ['delete', 'DELETE' as const, undefined],
  ])("%s: another venue's FAQ through my own venue → 404, that FAQ unchanged", async (_, method, payload) => {
    const foreign = await venueWithFaqs(otherOwner);
    const res = await call(method, faqUrl(venueId, foreign.first.id), owner, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: m.notFound });
    expect(await rowOf(foreign.first.id)).toEqual(foreign.first);
  });

  it("update and delete: another of MY venues' FAQ through this venue → 404, unchanged", async () => {
    const sibling = await venueWithFaqs();
    const put = await call('PUT', faqUrl(venueId, sibling.first.id), owner, { question: 'X?', answer: 'Y' });
    const del = await call('DELETE', faqUrl(venueId, sibling.first.id), owner);
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(await rowOf(sibling.first.id)).toEqual(sibling.first);
  });

  it.each(routes)('%s: an unknown venue → 404', async (_, method, _url, payload) => {
    const url = _url().replace(`/venues/${venueId}/`, '/venues/2000000000/');
    const res = await call(method, url, owner, payload());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
  });

  it.each([
    ['update', 'PUT' as const, { question: 'X?', answer: 'Y' }],
    ['delete', 'DELETE' as const, undefined],
  ])('%s: an unknown FAQ → 404', async (_, method, payload) => {
    const res = await call(method, faqUrl(venueId, 2_000_000_000), owner, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });

  it('answers 400 with a Turkish message for a malformed id', async () => {
    const res = await call('GET', '/api/owner/venues/abc/faqs', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.locations.invalidId);
    const put = await call('PUT', faqUrl(venueId, 0).replace(/\/0$/, '/-3'), owner, { question: 'X?', answer: 'Y' });
    expect(put.statusCode).toBe(400);
  });
});

describe('the public venue payload', () => {
  it("lists only active FAQs, in the owner's order, and follows a reorder", async () => {
    const { venue, first, second } = await venueWithFaqs();
    const hidden = await createFaq(t.db, { venueId: venue.id, question: 'Gizli soru?', answer: 'Gizli.', position: 2 });
    await call('PUT', faqUrl(venue.id, hidden.id), owner, { question: 'Gizli soru?', answer: 'Gizli.', is_active: false });
    const publicFaqs = async () =>
      ((await t.app.inject({ method: 'GET', url: `/venues/${venue.id}` })).json().data.faqs as { id: number }[]).map((f) => f.id);
    expect(await publicFaqs()).toEqual([first.id, second.id]);
    await call('PUT', orderUrl(venue.id), owner, { faq_ids: [hidden.id, second.id, first.id] });
    expect(await publicFaqs()).toEqual([second.id, first.id]);
    await call('PUT', faqUrl(venue.id, hidden.id), owner, { question: 'Gizli soru?', answer: 'Gizli.', is_active: true });
    expect(await publicFaqs()).toEqual([hidden.id, second.id, first.id]);
  });
});
