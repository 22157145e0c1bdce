/**
 * The listing's page cursor (decision 048): the sort key of a page's last venue, base64url of a JSON
 * array: `[folded name, id]`, or `[score, folded name, id]` in the rating order. Opaque to clients, who send back
 * what `meta.next` gave; anything else (a hand-made or truncated value, a cursor of the other order) is a 400.
 */
import { messages } from '@randevu/contracts';
import { badRequest } from '../../lib/errors';
import type { ListingKey } from './venues.repository';

export function encodeListingCursor(row: { search_name: string; id: number | null; rating_score: number }, byRating: boolean) {
  const key = byRating ? [row.rating_score, row.search_name, row.id] : [row.search_name, row.id];
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

const invalid = () => badRequest(messages.venues.cursorInvalid, { after: messages.venues.cursorInvalid });
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;

export function decodeListingCursor(cursor: string, byRating: boolean): ListingKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(key) || key.length !== (byRating ? 3 : 2)) throw invalid();
  const [score, name, id] = byRating ? key : [undefined, ...key];
  if (typeof name !== 'string' || name.includes('\u0000') || !isId(id)) throw invalid();
  if (byRating && !(typeof score === 'number' && Number.isFinite(score))) throw invalid();
  return byRating ? { name, id, score: score as number } : { name, id };
}
