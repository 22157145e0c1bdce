import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_GALLERY_IMAGES, messages } from '@randevu/contracts';
import { registerOwner, registerUser } from '../../../test/auth-helpers';
import { createImage } from '../../../test/factories';
import { pngHeaderOnly } from '../../../test/multipart';
import { file, useImageSuite } from '../../../test/venue-images';

/** Uploads; listing and deleting: venue-images.gallery.routes.test.ts. */
const { s, createVenue, upload, uploaded, imageRows } = useImageSuite();

describe('POST /api/owner/venues/{id}/images', () => {
  it('stores a PNG as WebP in two sizes and answers 201 with the image', async () => {
    const venueId = await createVenue();
    const res = await upload(venueId, { image: file(s.png), image_type: 'gallery', alt_text: 'Salonun içi', sort_order: '3' });
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ image_type: 'gallery', alt_text: 'Salonun içi', sort_order: 3, width: 1600, height: 800 });
    expect(image.image_url).toMatch(new RegExp(`^/uploads/venues/${venueId}/[0-9a-f]+-lg\\.webp$`));
    expect(image.thumb_url).toMatch(/-sm\.webp$/);
    const large = await sharp(uploaded(image.image_url)).metadata();
    const thumb = await sharp(uploaded(image.thumb_url)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 240]);
    const served = await s.t.app.inject({ method: 'GET', url: image.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['a body that is not a form', 'multipart/form-data; boundary=x', 'abc'],
    [
      'a truncated file part',
      'multipart/form-data; boundary=x',
      '--x\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\n\r\nzzz\r\n',
    ],
  ])('answers 400 for a malformed multipart body (%s) and stores nothing', async (_case, contentType, payload) => {
    const venueId = await createVenue();
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/images`,
      headers: { ...s.owner.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_UPLOAD', message: messages.venueImages.malformedUpload });
    expect(await imageRows(venueId)).toHaveLength(0);
  });

  it('defaults to a gallery image with sort order 1 and no alt text', async () => {
    const venueId = await createVenue();
    const res = await upload(venueId, { image: file(s.png) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ image_type: 'gallery', sort_order: 1, alt_text: null });
  });

  it('strips EXIF (GPS included) from a JPEG', async () => {
    const venueId = await createVenue();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Telefon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.toString('latin1')).toContain('Telefon');
    const res = await upload(venueId, { image: file(jpeg, 'konum.jpg', 'image/jpeg') });
    expect(res.statusCode).toBe(201);
    for (const key of [res.json().data.image_url, res.json().data.thumb_url]) {
      const output = await sharp(uploaded(key)).metadata();
      expect(output.exif).toBeUndefined();
      expect(output.format).toBe('webp');
    }
  });

  it('refuses a text file named .png with image/png as 415 and stores nothing', async () => {
    const venueId = await createVenue();
    const res = await upload(venueId, { image: file(Buffer.from('bu bir resim değil'), 'sahte.png') });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(messages.venueImages.unsupportedType);
    expect(await imageRows(venueId)).toEqual([]);
    expect(fs.existsSync(path.join(s.t.config.uploadDir, 'venues', String(venueId)))).toBe(false);
  });

  it('refuses an 11 MB body as 413', async () => {
    const venueId = await createVenue();
    const big = Buffer.concat([s.png, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(venueId, { image: file(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.venueImages.tooLarge);
    expect(await imageRows(venueId)).toEqual([]);
  });

  it('refuses a PNG whose header claims 20000×20000 pixels as 413, quickly', async () => {
    const venueId = await createVenue();
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    const res = await upload(venueId, { image: file(bomb, 'bomba.png') });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.venueImages.tooManyPixels);
  });

  it.each([
    ['image_type', 'kapak', messages.venueImages.typeInvalid],
    ['alt_text', 'x'.repeat(201), messages.venueImages.altTooLong],
    ['sort_order', '-1', messages.venueImages.sortOrderInvalid],
    ['sort_order', 'bir', messages.venueImages.sortOrderInvalid],
    ['sort_order', '1.5', messages.venueImages.sortOrderInvalid],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const venueId = await createVenue();
    const res = await upload(venueId, { image: file(s.png), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await imageRows(venueId)).toEqual([]);
  });

  it('rejects a form without a file and a body that is not multipart', async () => {
    const venueId = await createVenue();
    const empty = await upload(venueId, { image_type: 'gallery' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.venueImages.fileRequired);
    const json = await s.t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/images`,
      headers: s.owner.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(messages.venueImages.notMultipart);
  });

  it('replaces the profile image: the old row and both of its files are gone', async () => {
    const venueId = await createVenue();
    const first = (await upload(venueId, { image: file(s.png), image_type: 'profile' })).json().data;
    expect(fs.existsSync(uploaded(first.image_url))).toBe(true);
    const second = await upload(venueId, { image: file(s.png), image_type: 'profile', alt_text: 'Yeni vitrin' });
    expect(second.statusCode).toBe(201);
    expect(fs.existsSync(uploaded(first.image_url))).toBe(false);
    expect(fs.existsSync(uploaded(first.thumb_url))).toBe(false);
    expect(fs.existsSync(uploaded(second.json().data.image_url))).toBe(true);
    expect((await imageRows(venueId)).filter((r) => r.image_type === 'profile').map((r) => r.id)).toEqual([
      second.json().data.id,
    ]);
  });

  it(`caps the gallery at ${MAX_GALLERY_IMAGES} images with 409`, async () => {
    const venueId = await createVenue();
    for (let i = 0; i < MAX_GALLERY_IMAGES; i += 1)
      await createImage(s.t.db, { venueId, path: `venues/${venueId}/seed-${i}.webp` });
    const res = await upload(venueId, { image: file(s.png) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.venueImages.galleryFull);
    expect(await imageRows(venueId)).toHaveLength(MAX_GALLERY_IMAGES);
    expect((await upload(venueId, { image: file(s.png), image_type: 'profile' })).statusCode).toBe(201);
  });

  it('answers 401 without a session before reading the file (even an invalid one)', async () => {
    const venueId = await createVenue();
    const res = await upload(
      venueId,
      { image: file(Buffer.alloc(11 * 1024 * 1024), 'x.txt', 'text/plain'), image_type: 'kapak' },
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(await imageRows(venueId)).toEqual([]);
  });

  it('answers 403 for a user account', async () => {
    const venueId = await createVenue();
    const user = await registerUser(s.t.app);
    const res = await upload(venueId, { image: file(s.png) }, user);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.common.forbidden);
  });

  it("answers 404 for another owner's venue before reading the upload, and stores nothing", async () => {
    const other = await registerOwner(s.t.app);
    const venueId = await createVenue(other);
    // A body that would be 413 if it were read: the 404 shows ownership is checked first.
    const res = await upload(venueId, { image: file(Buffer.alloc(11 * 1024 * 1024)) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect(await imageRows(venueId)).toEqual([]);
    expect((await upload(999999, { image: file(s.png) })).statusCode).toBe(404);
  });
});
