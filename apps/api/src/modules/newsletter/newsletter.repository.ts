import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    /** Idempotent: an address already on the list keeps its first row. */
    async subscribe(email: string, ip: string): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, ip })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    },
  };
}
