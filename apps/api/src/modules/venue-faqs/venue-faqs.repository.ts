import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venueFaqs, venues } from '../../db/schema';

export type VenueFaqRow = typeof venueFaqs.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const byVenue = (venueId: number) => eq(venueFaqs.venueId, venueId);
const listQuery = (db: Executor, venueId: number) =>
  db.select().from(venueFaqs).where(byVenue(venueId)).orderBy(asc(venueFaqs.position), asc(venueFaqs.id));

export function createVenueFaqsRepository(db: Db) {
  return {
    findVenueOwnerId: async (venueId: number) =>
      (await db.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, venueId)).limit(1))[0]?.ownerId ?? null,

    listByVenueId: (venueId: number) => listQuery(db, venueId),

    findByIdAndVenueId: async (id: number, venueId: number) =>
      (
        await db
          .select()
          .from(venueFaqs)
          .where(and(eq(venueFaqs.id, id), byVenue(venueId)))
          .limit(1)
      )[0] ?? null,

    /**
     * Appends at the end unless the venue already has `limit` FAQs (then null). The venue row is locked
     * so that two concurrent appends cannot both pass the count or take the same position.
     */
    createLast: (venueId: number, values: { question: string; answer: string; isActive: boolean }, limit: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from venues where id = ${venueId} for update`);
        const [stats] = await tx
          .select({ total: count(), last: max(venueFaqs.position) })
          .from(venueFaqs)
          .where(byVenue(venueId));
        if ((stats?.total ?? 0) >= limit) return null;
        const [row] = await tx
          .insert(venueFaqs)
          .values({ ...values, venueId, position: (stats?.last ?? -1) + 1 })
          .returning();
        return row!;
      }),

    update: async (id: number, venueId: number, values: { question: string; answer: string; isActive?: boolean }) =>
      (
        await db
          .update(venueFaqs)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(venueFaqs.id, id), byVenue(venueId)))
          .returning()
      )[0] ?? null,

    delete: async (id: number, venueId: number) =>
      (
        await db
          .delete(venueFaqs)
          .where(and(eq(venueFaqs.id, id), byVenue(venueId)))
          .returning({ id: venueFaqs.id })
      )[0] ?? null,

    /**
     * Rewrites positions 0..n-1 in the given order, in one transaction, when `ids` is exactly the venue's
     * set of FAQ ids; otherwise changes nothing and answers null.
     */
    reorder: (venueId: number, ids: number[]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from venues where id = ${venueId} for update`);
        const current = await tx.select({ id: venueFaqs.id }).from(venueFaqs).where(byVenue(venueId));
        const known = new Set(current.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) return null;
        if (ids.length) {
          const list = sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          );
          await tx.execute(
            sql`update venue_faqs set position = array_position(array[${list}], id) - 1, updated_at = now() where venue_id = ${venueId}`,
          );
        }
        return listQuery(tx, venueId);
      }),
  };
}
