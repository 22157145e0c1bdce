import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UpdateExpertBody } from '@randevu/contracts';
import { queryKeys } from '@/lib/query-keys';
import { useVenue } from '@/features/venues/api/get-venue';
import { useSaveVenueFaq } from '@/features/venue-faqs/api/save-venue-faq';
import { useDeleteVenueFaq } from '@/features/venue-faqs/api/delete-venue-faq';
import { useReorderVenueFaqs } from '@/features/venue-faqs/api/reorder-venue-faqs';
import { useSaveExpert } from '@/features/experts/api/save-expert';
import { useDeleteExpert } from '@/features/experts/api/delete-expert';
import { useCreateSubService } from '@/features/sub-services/api/create-sub-service';
import { useUpdateSubService } from '@/features/sub-services/api/update-sub-service';
import { useDeleteSubService } from '@/features/sub-services/api/delete-sub-service';
import { ok, stubApi } from '../../test/fetch-stub';

/**
 * FAQ, expert and sub-service writes left the public venue page stale in this browser
 * (the server's cache dropped it, the web's did not). Each case runs the real mutation hook against the
 * stubbed API while the venue page's own query (features/venues) is on screen, and a listing and an
 * expert's available times sit in the cache unseen: after the write the page reads the venue again and
 * the other two are marked stale, as the server's `invalidateVenue` drops them.
 */
const VENUE = 7;
const noPlan = {
  servicesToAssign: [],
  servicesToRemove: [],
  subServicesToAssign: [],
  subServicesToReplace: [],
  subServicesToRemove: [],
};
const expertBody = { name: 'Ayşe Yılmaz' } as UpdateExpertBody;
const subServiceBody = { name: 'Uzun saç kesimi', price: 450, duration_minutes: 60 };

interface Case {
  name: string;
  /** The API answers the write needs, keyed 'METHOD /path'. */
  answers: Record<string, unknown>;
  /** Renders the write's hook and runs it once. */
  run: () => { use: () => { mutateAsync: (input: never) => Promise<unknown> }; input: unknown };
}

const cases: Case[] = [
  {
    name: 'FAQ created',
    answers: { [`POST /api/owner/venues/${VENUE}/faqs`]: { id: 1 } },
    run: () => ({ use: () => useSaveVenueFaq(VENUE), input: { body: { question: 'Otopark var mı?', answer: 'Evet.' } } }),
  },
  {
    name: 'FAQ updated',
    answers: { [`PUT /api/owner/venues/${VENUE}/faqs/1`]: { id: 1 } },
    run: () => ({ use: () => useSaveVenueFaq(VENUE), input: { faqId: 1, body: { question: 'Otopark?', answer: 'Hayır.' } } }),
  },
  {
    name: 'FAQ deleted',
    answers: { [`DELETE /api/owner/venues/${VENUE}/faqs/1`]: { id: 1 } },
    run: () => ({ use: () => useDeleteVenueFaq(VENUE), input: 1 }),
  },
  {
    name: 'FAQs reordered',
    answers: { [`PUT /api/owner/venues/${VENUE}/faqs/order`]: [] },
    run: () => ({ use: () => useReorderVenueFaqs(VENUE), input: [2, 1] }),
  },
  {
    name: 'expert created',
    answers: { 'POST /api/owner/experts': { id: 3 } },
    run: () => ({ use: useSaveExpert, input: { venueId: VENUE, expertId: null, body: expertBody, photo: null, plan: noPlan } }),
  },
  {
    name: 'expert updated',
    answers: { 'PUT /api/owner/experts/3': { id: 3, appointments_outside_hours: [] } },
    run: () => ({ use: useSaveExpert, input: { venueId: VENUE, expertId: 3, body: expertBody, photo: null, plan: noPlan } }),
  },
  {
    name: 'expert deleted',
    answers: { 'DELETE /api/owner/experts/3': { id: 3 } },
    run: () => ({ use: () => useDeleteExpert(VENUE), input: 3 }),
  },
  {
    name: 'sub-service created',
    answers: { 'POST /api/sub-services': { id: 5 } },
    run: () => ({ use: () => useCreateSubService(VENUE), input: { venue_id: VENUE, service_id: 101, ...subServiceBody } }),
  },
  {
    name: 'sub-service updated',
    answers: { 'PUT /api/sub-services/5': { id: 5 } },
    run: () => ({ use: () => useUpdateSubService(VENUE), input: { id: 5, ...subServiceBody } }),
  },
  {
    name: 'sub-service deleted',
    answers: { 'DELETE /api/sub-services/5': { id: 5 } },
    run: () => ({ use: () => useDeleteSubService(VENUE), input: 5 }),
  },
];

describe('an owner write refreshes the public venue page cached in this browser', () => {
  it.each(cases)('$name', async ({ answers, run }) => {
    const requests = stubApi({
      [`GET /api/venues/${VENUE}`]: () => ok({ id: VENUE, name: 'Işıl Kuaför' }),
      ...Object.fromEntries(Object.entries(answers).map(([route, data]) => [route, () => ok(data)])),
    });
    const venueReads = () => requests.filter((r) => r.method === 'GET' && r.path === `/api/venues/${VENUE}`).length;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const listing = queryKeys.venues.list({ cityId: 34, categoryId: 1 });
    const times = queryKeys.availableTimes.day({ expertId: 3, date: '2026-12-01', serviceId: 101, subServiceId: null });
    client.setQueryData(listing, { pages: [], pageParams: [] });
    client.setQueryData(times, { times: ['10:00'] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { use, input } = run();
    const { result } = renderHook(() => ({ venue: useVenue(VENUE), write: use() }), { wrapper });
    await waitFor(() => expect(result.current.venue.isSuccess).toBe(true));
    expect(venueReads()).toBe(1);

    await act(() => result.current.write.mutateAsync(input as never));

    await waitFor(() => expect(venueReads()).toBe(2));
    expect(client.getQueryState(listing)?.isInvalidated).toBe(true);
    expect(client.getQueryState(times)?.isInvalidated).toBe(true);
  });
});
