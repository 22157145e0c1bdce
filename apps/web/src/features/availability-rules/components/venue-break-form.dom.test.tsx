import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { VenueBreakSection } from './venue-break-form';

const t = messages.availabilityRules.page;
const u = () => userEvent.setup({ delay: null });
const EXPERTS = [
  { id: 7, name: 'Ayşe' },
  { id: 8, name: 'Elif' },
  { id: 9, name: 'Cem' },
];

describe("'Salon Geneli Mola' (decision 078)", () => {
  it('applies 12:30–13:30 to every expert, Monday to Saturday, in one tap, and says what was skipped', async () => {
    const requests = stubApi({ 'PUT /api/owner/venues/4/breaks': () => ok({ days_updated: 17, days_skipped: 1 }) });
    renderWithApp(<VenueBreakSection venueId={4} experts={EXPERTS} />);
    const form = screen.getByRole('form', { name: t.breakTitle });
    expect(within(form).getAllByRole('checkbox', { checked: true })).toHaveLength(3 + 6);
    expect(within(form).getByRole('checkbox', { name: 'Pazar' }).getAttribute('aria-checked')).toBe('false');
    await u().click(within(form).getByRole('button', { name: t.breakApply }));
    await waitFor(() => expect(toastTexts()).toEqual(['17 çalışma gününe mola eklendi.']));
    expect(screen.getByText('1 gün atlandı: uzman o gün çalışmıyor ya da mola çalışma saatlerinin dışında.')).toBeTruthy();
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PUT',
        '/api/owner/venues/4/breaks',
        {
          start: '12:30',
          end: '13:30',
          expert_ids: [7, 8, 9],
          weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        },
      ],
    ]);
  });

  it('refuses no expert, no day and an end before the start before sending anything', async () => {
    const requests = stubApi({});
    renderWithApp(<VenueBreakSection venueId={4} experts={EXPERTS.slice(0, 1)} />);
    const form = screen.getByRole('form', { name: t.breakTitle });
    await u().click(within(form).getByRole('checkbox', { name: 'Ayşe' }));
    for (const day of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'])
      await u().click(within(form).getByRole('checkbox', { name: day }));
    const end = within(form).getByLabelText(new RegExp(t.breakEnd));
    await u().clear(end);
    await u().type(end, '12:00');
    await u().click(within(form).getByRole('button', { name: t.breakApply }));
    expect(await within(form).findByText(messages.availabilityRules.breakExpertsRequired)).toBeTruthy();
    expect(within(form).getByText(messages.availabilityRules.breakWeekdaysRequired)).toBeTruthy();
    expect(within(form).getByText(messages.availabilityRules.breakInvalid)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
