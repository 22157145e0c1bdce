import { messages } from '@randevu/contracts/messages';

/** The server accepts these three (it sniffs the bytes too) up to 10 MB; checking first saves a doomed upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The Turkish reason a picked file cannot be the expert's photo, or null when it can. */
export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return messages.venueImages.unsupportedType;
  if (file.size > PHOTO_MAX_BYTES) return messages.venueImages.tooLarge;
  return null;
}
