import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { checkPhoto, PHOTO_MAX_BYTES } from './photo';

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhoto({ type, size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and larger files with the server's texts", () => {
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe(messages.venueImages.unsupportedType);
    expect(checkPhoto({ type: '', size: 10 })).toBe(messages.venueImages.unsupportedType);
    expect(checkPhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(messages.venueImages.tooLarge);
  });
});
