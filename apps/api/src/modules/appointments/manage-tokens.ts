import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/token-hash';
import type { Db } from '../../db/client';
import { appointmentManageTokens, type ManageTokenScope } from '../../db/schema';

/**
 * The customer's links to an appointment (decision 037, 054): issued by the booking (appointments) and by the messages
 * that carry a new link (notifications), read by the manage module. Here, beside the booking, so neither notifications
 * nor appointments imports the manage module, which books and changes appointments through this one (decision 060).
 */
const saveToken = (db: Db, tokenHash: string, appointmentId: number, scope: ManageTokenScope) =>
  db.insert(appointmentManageTokens).values({ tokenHash, appointmentId, scope }).onConflictDoNothing();

/** 128 bits: unguessable, and 22 characters keep a confirmation SMS with its link in one segment (decision 037). */
const TOKEN_BYTES = 16;
const TOKEN_CHARS = 22;

export const hashManageToken = (token: string) => hashToken(token, 'hex');
/** The page the customer opens (the web app's) and the calendar file of the same link. */
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/randevu/${token}`;
export const manageCalendarUrl = (publicUrl: string, token: string) => `${publicUrl}/api/manage/${token}/calendar.ics`;

/**
 * A new manage link for an appointment, in the caller's transaction (the booking's, or the one writing a message that
 * carries the link): only the hash is stored; the plain token goes into that message and nowhere else.
 */
export async function issueManageToken(db: Db, appointmentId: number): Promise<string> {
  const { token, hash } = newManageToken();
  await saveToken(db, hash, appointmentId, 'manage');
  return token;
}

/** A new manage token and the hash that is stored (a booking writes it with the appointment, in one statement). */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

/**
 * The view link derived from a manage token (decision 054): the first 128 bits of `sha256('view:' + token)`, as 22
 * base64url characters. One way: the view token does not give the manage token back, and a view token's stored hash
 * is `sha256(viewToken)` like any other. The same manage token always gives the same view link, so downloading the
 * calendar file again writes no new row and the file's URL stays the same.
 */
export const viewTokenOf = (manageToken: string) => hashToken(`view:${manageToken}`, 'base64url').slice(0, TOKEN_CHARS);

/**
 * The read-only link a calendar file carries (decision 054), stored as a `view` token of the appointment: derived from
 * the manage token when there is one (idempotent), else a new random one (the signed-in user's calendar file).
 */
export async function issueViewToken(db: Db, appointmentId: number, manageToken?: string): Promise<string> {
  const token = manageToken ? viewTokenOf(manageToken) : randomBytes(TOKEN_BYTES).toString('base64url');
  await saveToken(db, hashManageToken(token), appointmentId, 'view');
  return token;
}
