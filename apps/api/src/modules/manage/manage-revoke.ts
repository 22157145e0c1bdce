import { messages } from '@randevu/contracts';
import { tooManyRequests } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { createManageRepository } from './manage.repository';

const HOUR = 3_600_000;
/** Renewals of one appointment's link an hour, by its customer and its venue together: each sends an e-mail and an SMS. */
export const MANAGE_REVOKES_PER_HOUR = 5;

/**
 * Revoking an appointment's links (decision 054): every manage and view token it has goes, and the event that sends
 * the customer a new manage link is recorded, in one transaction. The customer's link asks with its own hash, which
 * is deleted first: of two revokes by one link, the second finds nothing and changes nothing.
 */
export function createManageLinkRevocation({ db, notifier, rateLimits }: Pick<ModuleDeps, 'db' | 'notifier' | 'rateLimits'>) {
  const limiter = rateLimits('manage-revoke', HOUR);
  return {
    /**
     * How many of the customer's contacts the new link goes to (0 without a contact), or null when `byTokenHash` is no longer a manage
     * token. 429 once the appointment's renewals of the hour are used up.
     */
    async revoke(appointmentId: number, byTokenHash?: string): Promise<number | null> {
      if (!(await limiter.hit(`appointment:${appointmentId}`, MANAGE_REVOKES_PER_HOUR)))
        throw tooManyRequests(messages.manage.rateLimited);
      const sent = await db.transaction(async (t) => {
        const repo = createManageRepository(t);
        if (byTokenHash && !(await repo.deleteManageToken(byTokenHash, appointmentId))) return null;
        await repo.deleteTokens(appointmentId);
        // The delivery job writes the new link's messages (decision 060); the answer counts the contacts it goes to.
        await notifier.appointmentEvent(t, appointmentId, 'link_renewed');
        return notifier.linkRecipients(t, appointmentId);
      });
      if (sent !== null) notifier.kick();
      return sent;
    },
  };
}

export type ManageLinkRevocation = ReturnType<typeof createManageLinkRevocation>;
