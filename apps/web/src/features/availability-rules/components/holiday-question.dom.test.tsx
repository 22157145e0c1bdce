import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { HolidayQuestion } from './holiday-question';

const q = messages.availabilityRules.page.question;
const open = messages.availabilityRules.page.open;
const u = () => userEvent.setup({ delay: null });

describe('holiday question (decision 075)', () => {
  it('asks with "Açık" switches: a beauty venue starts with eves open and holidays closed, and sends the answer', async () => {
    const requests = stubApi({ 'PUT /api/owner/venues/4/holidays': () => ok([]) });
    renderWithApp(<HolidayQuestion venueId={4} beauty />);
    const holidays = screen.getByRole('switch', { name: `${q.holidays} ${open}` });
    const eves = screen.getByRole('switch', { name: `${q.eves} ${open}` });
    expect(holidays.getAttribute('aria-checked')).toBe('false');
    expect(eves.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(`${q.evesHint} ${q.evesBeautyHint}`)).toBeTruthy();
    await u().click(holidays);
    await u().click(screen.getByRole('button', { name: q.save }));
    await waitFor(() => expect(toastTexts()).toContain(q.saved));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ holidays_open: true, eves_open: true });
  });

  it('starts with everything closed for another category, and says when saving failed', async () => {
    stubApi({ 'PUT /api/owner/venues/4/holidays': () => ({ status: 500, body: { success: false, message: 'x' } }) });
    renderWithApp(<HolidayQuestion venueId={4} beauty={false} />);
    expect(screen.getByRole('switch', { name: `${q.eves} ${open}` }).getAttribute('aria-checked')).toBe('false');
    await u().click(screen.getByRole('button', { name: q.save }));
    await waitFor(() => expect(toastTexts()).toContain(q.failed));
  });
});
