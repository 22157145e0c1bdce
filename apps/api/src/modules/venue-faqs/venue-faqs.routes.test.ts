import { describe, expect, it } from 'vitest';
import { FAQS_PER_VENUE_MAX, messages } from '@randevu/contracts';
import { venueFaqs } from '../../db/schema';
import { createFaq, createVenue } from '../../../test/factories';
import { faqsUrl, faqUrl, orderUrl, useFaqSuite } from '../../../test/venue-faqs';

/** The owner's FAQ routes and the public payload; their authorization: venue-faqs.authorization.routes.test.ts. */
const m = messages.venueFaqs;
const { s, call, rowsOf, rowOf, venueWithFaqs } = useFaqSuite();

describe('GET /api/owner/venues/{venueId}/faqs', () => {
  it("lists the venue's FAQs, hidden ones too, ordered by position then id", async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const c = await createFaq(s.t.db, { venueId: venue.id, question: 'C?', answer: 'c', position: 2 });
    const a = await createFaq(s.t.db, { venueId: venue.id, question: 'A?', answer: 'a', position: 0, isActive: false });
    const b1 = await createFaq(s.t.db, { venueId: venue.id, question: 'B1?', answer: 'b', position: 1 });
    const b2 = await createFaq(s.t.db, { venueId: venue.id, question: 'B2?', answer: 'b', position: 1 });
    const res = await call('GET', faqsUrl(venue.id), s.owner);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((f: { id: number }) => f.id)).toEqual([a.id, b1.id, b2.id, c.id]);
    expect(data[0]).toEqual({ id: a.id, question: 'A?', answer: 'a', is_active: false, position: 0 });
  });

  it('answers an empty list for a venue without FAQs', async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const res = await call('GET', faqsUrl(venue.id), s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});

describe('POST /api/owner/venues/{venueId}/faqs', () => {
  it('creates a trimmed FAQ, active by default, at the end of the list', async () => {
    const { venue, second } = await venueWithFaqs();
    const res = await call('POST', faqsUrl(venue.id), s.owner, { question: '  Çocuklar gelebilir mi? ', answer: ' Evet.  ' });
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
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const res = await call('POST', faqsUrl(venue.id), s.owner, { question: 'Gizli?', answer: 'Evet.', is_active: false });
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
    const res = await call('POST', faqsUrl(venue.id), s.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await rowsOf(venue.id)).toHaveLength(2);
  });

  it('accepts exactly 300 and 2000 characters', async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const res = await call('POST', faqsUrl(venue.id), s.owner, { question: 'S'.repeat(300), answer: 'C'.repeat(2000) });
    expect(res.statusCode).toBe(201);
  });

  it(`answers 409 once the venue has ${FAQS_PER_VENUE_MAX} FAQs`, async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    await s.t.db.insert(venueFaqs).values(
      Array.from({ length: FAQS_PER_VENUE_MAX }, (_, i) => ({
        venueId: venue.id,
        question: `S${i}?`,
        answer: 'C',
        position: i,
      })),
    );
    const res = await call('POST', faqsUrl(venue.id), s.owner, { question: 'Bir tane daha?', answer: 'Hayır.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'FAQ_LIMIT', message: m.limitReached });
    expect(await rowsOf(venue.id)).toHaveLength(FAQS_PER_VENUE_MAX);
  });

  it('keeps positions distinct when two FAQs are added at once', async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const [a, b] = await Promise.all([
      call('POST', faqsUrl(venue.id), s.owner, { question: 'Bir?', answer: '1' }),
      call('POST', faqsUrl(venue.id), s.owner, { question: 'İki?', answer: '2' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await rowsOf(venue.id)).map((r) => r.position).sort()).toEqual([0, 1]);
  });
});

describe('PUT /api/owner/venues/{venueId}/faqs/{faqId}', () => {
  it('updates question, answer and visibility', async () => {
    const { venue, first } = await venueWithFaqs();
    const res = await call('PUT', faqUrl(venue.id, first.id), s.owner, {
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
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const hidden = await createFaq(s.t.db, { venueId: venue.id, isActive: false });
    const res = await call('PUT', faqUrl(venue.id, hidden.id), s.owner, { question: 'Yeni soru?', answer: 'Yeni cevap.' });
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
    const res = await call('PUT', faqUrl(venue.id, first.id), s.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await rowOf(first.id)).toEqual(first);
  });
});

describe('DELETE /api/owner/venues/{venueId}/faqs/{faqId}', () => {
  it('deletes the FAQ and leaves the others in order', async () => {
    const { venue, first, second } = await venueWithFaqs();
    const res = await call('DELETE', faqUrl(venue.id, first.id), s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: first.id } });
    expect((await rowsOf(venue.id)).map((r) => r.id)).toEqual([second.id]);
    expect((await call('DELETE', faqUrl(venue.id, first.id), s.owner)).statusCode).toBe(404);
  });
});

describe('PUT /api/owner/venues/{venueId}/faqs/order', () => {
  it('rewrites positions in the given order and answers the list in that order', async () => {
    const { venue, first, second } = await venueWithFaqs();
    const third = await createFaq(s.t.db, { venueId: venue.id, question: 'Üçüncü?', answer: '3', position: 7 });
    const res = await call('PUT', orderUrl(venue.id), s.owner, { faq_ids: [third.id, first.id, second.id] });
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
    const listed = (await call('GET', faqsUrl(venue.id), s.owner)).json().data;
    expect(listed.map((f: { id: number }) => f.id)).toEqual([third.id, first.id, second.id]);
  });

  it('accepts an empty list for a venue without FAQs', async () => {
    const venue = await createVenue(s.t.db, { ownerId: s.owner.user.id });
    const res = await call('PUT', orderUrl(venue.id), s.owner, { faq_ids: [] });
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
    const foreign = await venueWithFaqs(s.stranger);
    const before = await rowsOf(venue.id);
    const res = await call('PUT', orderUrl(venue.id), s.owner, { faq_ids: build(first.id, second.id, foreign.first.id) });
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
    const res = await call('PUT', orderUrl(venue.id), s.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.orderInvalid);
    expect(await rowsOf(venue.id)).toEqual(before);
  });
});

describe('the public venue payload', () => {
  it("lists only active FAQs, in the owner's order, and follows a reorder", async () => {
    const { venue, first, second } = await venueWithFaqs();
    const hidden = await createFaq(s.t.db, { venueId: venue.id, question: 'Gizli soru?', answer: 'Gizli.', position: 2 });
    await call('PUT', faqUrl(venue.id, hidden.id), s.owner, { question: 'Gizli soru?', answer: 'Gizli.', is_active: false });
    const publicFaqs = async () =>
      ((await s.t.app.inject({ method: 'GET', url: `/venues/${venue.id}` })).json().data.faqs as { id: number }[]).map(
        (f) => f.id,
      );
    expect(await publicFaqs()).toEqual([first.id, second.id]);
    await call('PUT', orderUrl(venue.id), s.owner, { faq_ids: [hidden.id, second.id, first.id] });
    expect(await publicFaqs()).toEqual([second.id, first.id]);
    await call('PUT', faqUrl(venue.id, hidden.id), s.owner, { question: 'Gizli soru?', answer: 'Gizli.', is_active: true });
    expect(await publicFaqs()).toEqual([hidden.id, second.id, first.id]);
  });
});
