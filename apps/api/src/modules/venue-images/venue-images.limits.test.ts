import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue } from '../../../test/factories';
import { multipart, pngHeaderOnly } from '../../../test/multipart';

/**
 * Image uploads are bounded per process (a decode queue, 503 with Retry-After
 * beyond it), per owner (429 beyond the hourly count, venue images and expert photos together) and per
 * image (25 MP, read from the header).
 */
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});

async function setup(overrides: Parameters<typeof buildTestApp>[0]) {
  const t = await buildTestApp(overrides);
  const owner = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: owner.user.id });
  return { t, owner, venueId: venue.id };
}

async function uploadVenueImage(t: TestApp, session: Session, venueId: number, bytes: Buffer) {
  const body = await multipart({ image: { bytes, filename: 'foto.png', type: 'image/png' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/owner/venues/${venueId}/images`,
    headers: { ...body.headers, ...session.headers },
    payload: body.payload,
  });
}

async function uploadExpertPhoto(t: TestApp, session: Session, expertId: number, bytes: Buffer) {
  const body = await multipart({ photo: { bytes, filename: 'yuz.png', type: 'image/png' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/owner/experts/${expertId}/photo`,
    headers: { ...body.headers, ...session.headers },
    payload: body.payload,
  });
}

describe('the image decode queue', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 503 with Retry-After and the Turkish message to an upload beyond the queue, and 201 to the one it decodes', async () => {
    const s = await setup({ images: { concurrency: 1, queue: 0, uploadsPerOwnerPerHour: 100 } });
    t = s.t;
    const results = await Promise.all(Array.from({ length: 4 }, () => uploadVenueImage(t, s.owner, s.venueId, png)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses).toContain(503);
    for (const busy of results.filter((r) => r.statusCode === 503)) {
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy.json()).toEqual({ success: false, code: 'SERVER_BUSY', message: messages.venueImages.busy });
    }
    // Once the queue has drained, the next upload is decoded again.
    expect((await uploadVenueImage(t, s.owner, s.venueId, png)).statusCode).toBe(201);
  });
});

describe('the pixel cap', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses a 26 MP header (5100 × 5100) with 413 from the header alone, for a venue image and an expert photo', async () => {
    const s = await setup({});
    t = s.t;
    const expert = await createExpert(t.db, { venueId: s.venueId });
    const bomb = pngHeaderOnly(5100, 5100);
    for (const res of [
      await uploadVenueImage(t, s.owner, s.venueId, bomb),
      await uploadExpertPhoto(t, s.owner, expert.id, bomb),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, code: 'IMAGE_TOO_LARGE', message: messages.venueImages.tooManyPixels });
    }
    // 5000 × 5000 is exactly 25 MP: past the header check, then refused because the body is not an image.
    const atCap = await uploadVenueImage(t, s.owner, s.venueId, pngHeaderOnly(5000, 5000));
    expect(atCap.statusCode).toBe(415);
    expect(messages.venueImages.tooManyPixels).toContain('25 megapiksel');
  });
});

describe('the per-owner upload limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 with the Turkish message past the hourly count, venue images and expert photos together; another owner still uploads', async () => {
    const s = await setup({ images: { concurrency: 1, queue: 4, uploadsPerOwnerPerHour: 3 } });
    t = s.t;
    const expert = await createExpert(t.db, { venueId: s.venueId });
    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    expect((await uploadVenueImage(t, s.owner, s.venueId, small)).statusCode).toBe(201);
    // A refused file counts too: the limit bounds the work, not the successes.
    expect((await uploadVenueImage(t, s.owner, s.venueId, Buffer.from('metin'))).statusCode).toBe(415);
    expect((await uploadExpertPhoto(t, s.owner, expert.id, small)).statusCode).toBe(200);
    for (const res of [
      await uploadVenueImage(t, s.owner, s.venueId, small),
      await uploadExpertPhoto(t, s.owner, expert.id, small),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: messages.venueImages.uploadRateLimited });
    }
    const other = await registerOwner(t.app);
    const theirVenue = await createVenue(t.db, { ownerId: other.user.id });
    expect((await uploadVenueImage(t, other, theirVenue.id, small)).statusCode).toBe(201);
  });
});
