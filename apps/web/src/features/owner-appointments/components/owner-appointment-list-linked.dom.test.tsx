import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ownerAppointment as row } from '../../../../test/owner-appointment-fixtures';
import { OwnerAppointmentList, useOwnerAppointmentFilter } from './owner-appointment-list';

const t = messages.ownerAppointments;
/** The list's first render in a file loads its modules: on a busy machine that alone passed the default 1 s. */
const FIRST_RENDER = { timeout: 5000 };
const url = '/api/owner/appointments';

function Page() {
  const [filter, setFilter] = useOwnerAppointmentFilter(4);
  return <OwnerAppointmentList venueId={4} filter={filter} onFilterChange={setFilter} />;
}
function renderAt(search: string) {
  stubApi({
    [`GET ${url}`]: () => ok([row(7, 'Ali'), row(8, 'Can')]),
    [`GET ${url}/summary`]: () => ok({ pending: 2 }),
  });
  renderWithApp(<Page />, { route: `/dashboard/owner/venue-appointments/4${search}` });
}

describe("the owner's link to a request (decision 096)", () => {
  it('marks the named request, says so, and focuses it; the others stay as they were', async () => {
    renderAt('?filter=pending&appointment=8');
    const can = await screen.findByRole('article', { name: /^Can Veli/ }, FIRST_RENDER);
    expect(can.getAttribute('aria-current')).toBe('true');
    expect(can.textContent).toContain(t.linkedRequest);
    await waitFor(() => expect(document.activeElement).toBe(can));
    const ali = screen.getByRole('article', { name: /^Ali Veli/ });
    expect(ali.getAttribute('aria-current')).toBeNull();
    expect(ali.textContent).not.toContain(t.linkedRequest);
    expect(screen.queryByText(t.linkedRequestGone)).toBeNull();
  });

  it('says a named request that no longer waits is not waiting, and marks none', async () => {
    renderAt('?filter=pending&appointment=99');
    expect(await screen.findByText(t.linkedRequestGone, {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getAllByRole('article').every((a) => a.getAttribute('aria-current') === null)).toBe(true);
  });

  it('ignores an appointment parameter that is not an id', async () => {
    renderAt('?filter=pending&appointment=abc');
    await screen.findByRole('article', { name: /^Ali Veli/ }, FIRST_RENDER);
    expect(screen.queryByText(t.linkedRequestGone)).toBeNull();
  });
});
