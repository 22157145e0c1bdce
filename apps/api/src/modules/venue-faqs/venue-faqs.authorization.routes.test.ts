import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { faqsUrl, faqUrl, orderUrl, useFaqSuite, type Method, type Payload } from '../../../test/venue-faqs';

const m = messages.venueFaqs;
const { s, call, rowsOf, rowOf, venueWithFaqs } = useFaqSuite();

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
    const res = await call(method, url(), s.user, payload());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
    expect(await rowsOf(venueId)).toEqual(before);
  });

  it.each(routes)("%s: another owner's venue → 404, nothing changed", async (_, method, url, payload) => {
    const before = await rowsOf(venueId);
    const res = await call(method, url(), s.stranger, payload());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    expect(await rowsOf(venueId)).toEqual(before);
  });

  it.each([
    ['update', 'PUT' as const, { question: 'Değişti?', answer: 'Evet.', is_active: false }],
    ['delete', 'DELETE' as const, undefined],
  ])("%s: another venue's FAQ through my own venue → 404, that FAQ unchanged", async (_, method, payload) => {
    const foreign = await venueWithFaqs(s.stranger);
    const res = await call(method, faqUrl(venueId, foreign.first.id), s.owner, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: m.notFound });
    expect(await rowOf(foreign.first.id)).toEqual(foreign.first);
  });

  it("update and delete: another of MY venues' FAQ through this venue → 404, unchanged", async () => {
    const sibling = await venueWithFaqs();
    const put = await call('PUT', faqUrl(venueId, sibling.first.id), s.owner, { question: 'X?', answer: 'Y' });
    const del = await call('DELETE', faqUrl(venueId, sibling.first.id), s.owner);
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(await rowOf(sibling.first.id)).toEqual(sibling.first);
  });

  it.each(routes)('%s: an unknown venue → 404', async (_, method, _url, payload) => {
    const url = _url().replace(`/venues/${venueId}/`, '/venues/2000000000/');
    const res = await call(method, url, s.owner, payload());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
  });

  it.each([
    ['update', 'PUT' as const, { question: 'X?', answer: 'Y' }],
    ['delete', 'DELETE' as const, undefined],
  ])('%s: an unknown FAQ → 404', async (_, method, payload) => {
    const res = await call(method, faqUrl(venueId, 2_000_000_000), s.owner, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });

  it('answers 400 with a Turkish message for a malformed id', async () => {
    const res = await call('GET', '/api/owner/venues/abc/faqs', s.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.locations.invalidId);
    const put = await call('PUT', faqUrl(venueId, 0).replace(/\/0$/, '/-3'), s.owner, { question: 'X?', answer: 'Y' });
    expect(put.statusCode).toBe(400);
  });
});
