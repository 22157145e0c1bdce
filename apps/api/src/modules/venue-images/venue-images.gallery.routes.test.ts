import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { registerOwner, registerUser } from '../../../test/auth-helpers';
import { createImage } from '../../../test/factories';
import { file, useImageSuite } from '../../../test/venue-images';

const { s, createVenue, upload, uploaded, imageRows } = useImageSuite();

describe('GET /api/owner/venues/{id}/images', () => {
  it('lists the profile image first, then the gallery by sort order and id', async () => {
    const venueId = await createVenue();
    const g2 = (await upload(venueId, { image: file(s.png), sort_order: '2' })).json().data;
    const g1 = (await upload(venueId, { image: file(s.png), sort_order: '1' })).json().data;
    const profile = (await upload(venueId, { image: file(s.png), image_type: 'profile' })).json().data;
    const seeded = await createImage(s.t.db, { venueId, path: '/demo/g.svg', sortOrder: 1 });
    const res = await s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/images`, headers: s.owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual([profile.id, g1.id, seeded.id, g2.id]);
    expect(res.json().data[2]).toEqual({
      id: seeded.id,
      image_type: 'gallery',
      image_url: '/demo/g.svg',
      thumb_url: null,
      alt_text: null,
      sort_order: 1,
      width: null,
      height: null,
    });
  });

  it('shows uploads on the public venue with thumb, alt text and size; seeded images have nulls', async () => {
    const venueId = await createVenue();
    const profile = (await upload(venueId, { image: file(s.png), image_type: 'profile', alt_text: 'Vitrin' })).json().data;
    const seeded = await createImage(s.t.db, { venueId, path: '/demo/g.svg' });
    const pub = (await s.t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(pub.profile_image).toEqual({
      id: profile.id,
      image_url: profile.image_url,
      thumb_url: profile.thumb_url,
      alt_text: 'Vitrin',
      width: 1600,
      height: 800,
    });
    expect(pub.profile_image_url).toBe(profile.image_url);
    expect(pub.gallery_images).toEqual([
      { id: seeded.id, image_url: '/demo/g.svg', thumb_url: null, alt_text: null, width: null, height: null },
    ]);
    expect(pub.gallery_image_urls).toEqual(['/demo/g.svg']);
  });

  it("answers 401, 403 and 404 (another owner's venue)", async () => {
    const other = await registerOwner(s.t.app);
    const venueId = await createVenue(other);
    const user = await registerUser(s.t.app);
    const url = `/api/owner/venues/${venueId}/images`;
    expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(403);
    const res = await s.t.app.inject({ method: 'GET', url, headers: s.owner.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
  });
});

describe('DELETE /api/owner/venues/{id}/images/{imageId}', () => {
  it('removes the row and both files', async () => {
    const venueId = await createVenue();
    const image = (await upload(venueId, { image: file(s.png) })).json().data;
    const res = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/owner/venues/${venueId}/images/${image.id}`,
      headers: s.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: image.id } });
    expect(await imageRows(venueId)).toEqual([]);
    expect(fs.existsSync(uploaded(image.image_url))).toBe(false);
    expect(fs.existsSync(uploaded(image.thumb_url))).toBe(false);
  });

  it('deletes a seeded demo image row without touching files outside the upload directory', async () => {
    const venueId = await createVenue();
    const seeded = await createImage(s.t.db, { venueId, path: '/demo/g.svg' });
    const res = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/owner/venues/${venueId}/images/${seeded.id}`,
      headers: s.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await imageRows(venueId)).toEqual([]);
  });

  it("answers 404 for another owner's image, for an image of another venue and for an unknown id; nothing changes", async () => {
    const other = await registerOwner(s.t.app);
    const theirVenue = await createVenue(other);
    const theirs = (await upload(theirVenue, { image: file(s.png) }, other)).json().data;
    const myVenue = await createVenue();
    const mine = (await upload(myVenue, { image: file(s.png) })).json().data;
    const myOtherVenue = await createVenue();

    const cases = [
      [`/api/owner/venues/${theirVenue}/images/${theirs.id}`, messages.venues.notFound],
      [`/api/owner/venues/${myVenue}/images/${theirs.id}`, messages.venueImages.notFound],
      [`/api/owner/venues/${myOtherVenue}/images/${mine.id}`, messages.venueImages.notFound],
      [`/api/owner/venues/${myVenue}/images/999999`, messages.venueImages.notFound],
    ] as const;
    for (const [url, message] of cases) {
      const res = await s.t.app.inject({ method: 'DELETE', url, headers: s.owner.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect((await imageRows(theirVenue)).map((r) => r.id)).toEqual([theirs.id]);
    expect((await imageRows(myVenue)).map((r) => r.id)).toEqual([mine.id]);
    expect(fs.existsSync(uploaded(theirs.image_url))).toBe(true);
  });

  it('answers 401 without a session and 403 for a user account', async () => {
    const venueId = await createVenue();
    const image = (await upload(venueId, { image: file(s.png) })).json().data;
    const url = `/api/owner/venues/${venueId}/images/${image.id}`;
    expect((await s.t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await registerUser(s.t.app);
    expect((await s.t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(403);
    expect(await imageRows(venueId)).toHaveLength(1);
  });
});
