import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createExpert } from '../../../test/factories';
import { useExpertsSuite } from './experts.test-suite';

const m = messages.experts;

const { s, call, expertRow, storedFile } = useExpertsSuite();
let t: TestApp, owner: Session, user: Session, venueId: number, strangerVenueId: number;
beforeAll(() => ({ t, owner, user, venueId, strangerVenueId } = s));

/** A multipart body with one file part. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----randevu${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadPhoto = (
  expertId: number,
  session: Session | null,
  part = multipart('photo', 'a.png', 'image/png', Buffer.alloc(0)),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/experts/${expertId}/photo`,
    payload: part.payload,
    headers: { ...part.headers, ...(session?.headers ?? {}) },
  });

/** POST /api/owner/experts/{id}/photo. */
describe('POST /api/owner/experts/{id}/photo', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();

  it('stores a re-encoded WebP under /uploads/experts/{id}/ and removes the previous files on a second upload', async () => {
    const expert = await createExpert(t.db, { venueId });
    const first = await uploadPhoto(expert.id, owner, multipart('photo', 'yuz.png', 'image/png', await png()));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.photo_url as string;
    expect(first.json().data).toEqual({
      id: expert.id,
      photo_url: expect.stringMatching(new RegExp(`^/uploads/experts/${expert.id}/[0-9a-f]+-sm\\.webp$`)),
    });
    expect(fs.existsSync(storedFile(firstUrl))).toBe(true);
    expect(fs.existsSync(storedFile(firstUrl.replace('-sm.webp', '-lg.webp')))).toBe(true);
    expect((await sharp(fs.readFileSync(storedFile(firstUrl))).metadata()).format).toBe('webp');
    expect((await call('GET', `/api/owner/experts/${expert.id}`, owner)).json().data.photo_url).toBe(firstUrl);

    const second = await uploadPhoto(expert.id, owner, multipart('photo', 'yeni.png', 'image/png', await png()));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.photo_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(storedFile(secondUrl))).toBe(true);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect(fs.existsSync(storedFile(firstUrl.replace('-sm.webp', '-lg.webp')))).toBe(false);
    expect((await expertRow(expert.id)).photoPath).toBe(secondUrl.replace('/uploads/', ''));
  });

  it('refuses a text file with 415 whatever its declared type, and keeps the old photo', async () => {
    const expert = await createExpert(t.db, { venueId, photoPath: 'experts/keep-sm.webp' });
    const res = await uploadPhoto(expert.id, owner, multipart('photo', 'not.png', 'image/png', Buffer.from('merhaba dünya')));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(messages.venueImages.unsupportedType);
    expect((await expertRow(expert.id)).photoPath).toBe('experts/keep-sm.webp');
  });

  it('answers 400 when the form has no photo part, and 415 for a JSON body', async () => {
    const expert = await createExpert(t.db, { venueId });
    const noPhoto = await uploadPhoto(expert.id, owner, multipart('image', 'a.png', 'image/png', await png()));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(m.photoRequired);
    const json = await call('POST', `/api/owner/experts/${expert.id}/photo`, owner, { photo: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another owner's expert and stores nothing", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    const res = await uploadPhoto(theirs.id, owner, multipart('photo', 'a.png', 'image/png', await png()));
    expect(res.statusCode).toBe(404);
    expect((await expertRow(theirs.id)).photoPath).toBeNull();
    expect(fs.existsSync(path.join(t.config.uploadDir, 'experts', String(theirs.id)))).toBe(false);
  });

  it('answers 401 and 403 before reading the upload', async () => {
    expect((await uploadPhoto(1, null)).statusCode).toBe(401);
    expect((await uploadPhoto(1, user)).statusCode).toBe(403);
  });
});
