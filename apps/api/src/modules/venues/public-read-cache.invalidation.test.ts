import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SAC_KESIMI, createAppointment } from '../../../test/factories';
import { registerUser } from '../../../test/auth-helpers';
import { multipart } from '../../../test/multipart';
import { venueWallTimeToInstant } from '../../lib/time';
import { MONDAY, listUrl, usePublicReadCacheSuite } from './public-read-cache.test-suite';
import { injectAs } from '../../../test/requests';

/** The public-read cache (lib/public-cache.ts, decision record 020). */
const { s, get, detailUrl, times, guest, newExpert } = usePublicReadCacheSuite();

describe('each kind of write invalidates what it changes', () => {
  const cachedBody = async (url: string) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect((await get(url)).body).toBe(first.body);
    return first.json() as { data: Record<string, unknown> & { experts?: { id: number; name: string }[] } };
  };

  it('owner-venues: an edit shows on the next detail and listing read', async () => {
    await cachedBody(detailUrl());
    // Filtered by name: on PostgreSQL other test files add venues to the same city and category,
    // which can push this one off the unfiltered first page.
    await cachedBody(listUrl('önbellek'));
    const res = await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${s.venueId}`,
      headers: s.owner.headers,
      payload: {
        name: 'Önbellek Kuaförü Yeni',
        description: 'Yeni',
        address: 'Yeni Cadde 1',
        phone: '2842120000',
        email: 'yeni@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(detailUrl())).json().data.name).toBe('Önbellek Kuaförü Yeni');
    const list = (await get(listUrl('önbellek'))).json().data as { id: number; name: string }[];
    expect(list.find((v) => v.id === s.venueId)?.name).toBe('Önbellek Kuaförü Yeni');
  });

  it('venue-faqs: a new FAQ shows on the next detail read', async () => {
    await cachedBody(detailUrl());
    const res = await injectAs(s.t.app, 'POST', `/api/owner/venues/${s.venueId}/faqs`, s.owner, {
      question: 'Otopark var mı?',
      answer: 'Evet, ücretsiz.',
    });
    expect(res.statusCode).toBe(201);
    const faqs = (await get(detailUrl())).json().data.faqs as { question: string }[];
    expect(faqs.map((f) => f.question)).toContain('Otopark var mı?');
  });

  it('venue-images: an uploaded profile image shows on the next detail and listing read', async () => {
    await cachedBody(detailUrl());
    await cachedBody(listUrl('önbellek'));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const body = await multipart({ image_type: 'profile', image: { bytes: png, filename: 'p.png', type: 'image/png' } });
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${s.venueId}/images`,
      headers: { ...body.headers, ...s.owner.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect((await get(detailUrl())).json().data.profile_image_url).toBe(res.json().data.image_url);
    const list = (await get(listUrl('önbellek'))).json().data as { id: number; image_url: string | null }[];
    const card = list.find((v) => v.id === s.venueId);
    expect(card).toBeDefined();
    expect(card!.image_url).not.toBeNull();
  });

  it('sub-services: a new sub-service shows on the next detail read', async () => {
    await cachedBody(detailUrl());
    const res = await injectAs(s.t.app, 'POST', '/api/sub-services', s.owner, {
      venue_id: s.venueId,
      service_id: SAC_KESIMI,
      name: 'Önbellek Kesimi',
      price: 300,
      duration_minutes: 30,
    });
    expect(res.statusCode).toBe(201);
    const subs = (await get(detailUrl())).json().data.sub_services as { name: string }[];
    expect(subs.map((s) => s.name)).toContain('Önbellek Kesimi');
  });

  it('experts: an edit shows on the next detail read, and new hours on the next available-times read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    await cachedBody(detailUrl());
    expect(await times(s.t.app, expert.id, date)).toContain('09:00');
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/experts/${expert.id}`, s.owner, {
      name: 'Deniz Önbellek',
      working_hours: { monday: ['12:00', '18:00'] },
    });
    expect(res.statusCode).toBe(200);
    const experts = (await get(detailUrl())).json().data.experts as { id: number; name: string }[];
    expect(experts.find((e) => e.id === expert.id)?.name).toBe('Deniz Önbellek');
    const after = await times(s.t.app, expert.id, date);
    expect(after).not.toContain('09:00');
    expect(after[0]).toBe('12:00');
  });

  it('appointments: a booking as a signed-in user drops the slot', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const user = await registerUser(s.t.app);
    expect(await times(s.t.app, expert.id, date)).toContain('11:00');
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...body } = guest(expert.id, date, '11:00');
    const res = await s.t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(await times(s.t.app, expert.id, date)).not.toContain('11:00');
  });

  it('my-appointments: a cancellation offers the slot again on the next read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const user = await registerUser(s.t.app);
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...body } = guest(expert.id, date, '13:00');
    const booked = await s.t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: body });
    expect(booked.statusCode).toBe(201);
    expect(await times(s.t.app, expert.id, date)).not.toContain('13:00');
    const res = await injectAs(s.t.app, 'POST', `/api/user/appointments/${booked.json().data.id}/cancel`, user, {});
    expect(res.statusCode).toBe(200);
    expect(await times(s.t.app, expert.id, date)).toContain('13:00');
  });

  it('owner-appointments: a rejection offers the slot again on the next read', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    const a = await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: expert.id,
      startsAt: venueWallTimeToInstant(date, 14 * 60),
      durationMinutes: 45,
    });
    s.t.app.publicCache.clear(); // the factory wrote behind the API's back
    expect(await times(s.t.app, expert.id, date)).not.toContain('14:00');
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/appointments/${a.id}/status`, s.owner, {
      status: 'cancelled',
      reason: 'Uzman izinli',
    });
    expect(res.statusCode).toBe(200);
    expect(await times(s.t.app, expert.id, date)).toContain('14:00');
  });
});
