import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type CustomerMatch } from '@randevu/contracts';
import { block, calendarDay, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const u = () => userEvent.setup({ delay: null });
/** A field's label: its name, then '(isteğe bağlı)' for an optional one. */
const label = (name: string) => new RegExp(`^${name}\\b`);

freezeClockAt(NOW_UTC);

const gul: CustomerMatch = {
  id: 41,
  first_name: 'Gül',
  last_name: 'Şahin',
  phone: '+905321234567',
  email: 'gul@example.com',
  visits: 3,
  upcoming: 0,
  last_visit: '2030-02-01',
  no_shows_12m: 0,
  no_show_tag: false,
};
const ali: CustomerMatch = {
  ...gul,
  id: 42,
  first_name: 'Ali',
  last_name: 'Kaya',
  phone: '+905329876543',
  email: null,
  visits: 1,
};

async function openDialog(matches: (digits: string) => CustomerMatch[] = () => [gul, ali]) {
  const requests = stubApi({
    'GET /api/owner/venues/4/calendar': () => ok(calendarDay()),
    'GET /api/experts/7/available-times': () => ok(['11:30', '12:00', '13:00']),
    'GET /api/owner/venues/4/customers': ({ query }) => ok(matches(query.get('phone')!)),
    'POST /api/owner/venues/4/appointments': () => ok(block(40, { status: 'confirmed', booked_by: 'owner' })),
  });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{ 7: [51, 52], 8: [52] }} />);
  await u().click(await screen.findByRole('button', { name: 'Ayşe Yılmaz, 12 Mart 2030 Salı 13:00: boş, randevu ekle' }));
  const dialog = await findOpenDialog('dialog', t.addTitle);
  const lookups = () => requests.filter((r) => r.path === '/api/owner/venues/4/customers').map((r) => r.query.get('phone'));
  return { dialog, requests, lookups, phone: within(dialog).getByRole('combobox', { name: label(t.phone) }) as HTMLInputElement };
}
const value = (dialog: HTMLElement, label: RegExp | string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

describe('a returning customer found by phone in the walk-in dialog', () => {
  it('from 4 digits on, lists the matches once the typing pauses; a click fills Ad, Soyad, Telefon and E-posta', async () => {
    const { dialog, lookups, phone } = await openDialog();
    await u().type(phone, '053');
    await new Promise((r) => setTimeout(r, 400));
    expect(lookups()).toEqual([]);
    expect(phone.getAttribute('aria-expanded')).toBe('false');
    await u().type(phone, '2 1');
    const list = await within(dialog).findByRole('listbox', { name: t.customerMatches });
    // Debounced: one request for the digits typed, without the trunk 0 and the space.
    expect(lookups()).toEqual(['5321']);
    expect(phone.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gül Şahin0532 123 45 673 ziyaret', 'Ali Kaya0532 987 65 431 ziyaret']);
    expect(within(dialog).getByRole('status').textContent).toBe(
      '2 kayıtlı müşteri bulundu. Seçmek için ok tuşlarını ve Enter tuşunu kullanın.',
    );
    await u().click(within(list).getByRole('option', { name: /Gül Şahin/ }));
    expect(value(dialog, label(t.firstName))).toBe('Gül');
    expect(value(dialog, label(t.lastName))).toBe('Şahin');
    expect(phone.value).toBe('+905321234567');
    expect(value(dialog, /E-posta/)).toBe('gul@example.com');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  it('books for the card picked (decision 093)', async () => {
    const { dialog, requests, phone } = await openDialog();
    await u().type(phone, '0532 1');
    await u().click(within(await within(dialog).findByRole('listbox')).getByRole('option', { name: /Gül Şahin/ }));
    await u().selectOptions(within(dialog).getByLabelText(t.subService), '51');
    await waitFor(() => expect((within(dialog).getByLabelText(t.time) as HTMLSelectElement).value).toBe('13:00'));
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ phone: '+905321234567', customer_id: 41 });
  });

  it("books by the phone alone once the picked card's phone is changed", async () => {
    const again = await openDialog((digits) => (digits.startsWith('5321') ? [gul] : []));
    await u().type(again.phone, '0532 1');
    await u().click(within(await within(again.dialog).findByRole('listbox')).getByRole('option', { name: /Gül Şahin/ }));
    await u().clear(again.phone);
    await u().type(again.phone, '0532 555 44 33');
    await u().selectOptions(within(again.dialog).getByLabelText(t.subService), '51');
    await waitFor(() => expect((within(again.dialog).getByLabelText(t.time) as HTMLSelectElement).value).toBe('13:00'));
    await u().click(within(again.dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(again.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(again.requests.find((r) => r.method === 'POST')!.body).not.toHaveProperty('customer_id');
  });

  it('arrow keys and Enter choose without sending the form; a customer without e-mail leaves it empty', async () => {
    const { dialog, requests, phone } = await openDialog();
    await u().type(within(dialog).getByLabelText(/E-posta/), 'eski@example.com');
    await u().type(phone, '+90 532 9');
    const list = await within(dialog).findByRole('listbox');
    await u().keyboard('{ArrowDown}');
    const options = within(list).getAllByRole('option');
    expect(phone.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await u().keyboard('{ArrowDown}');
    expect(phone.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await u().keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(value(dialog, label(t.firstName))).toBe('Ali');
    expect(value(dialog, label(t.lastName))).toBe('Kaya');
    expect(phone.value).toBe('+905329876543');
    expect(value(dialog, /E-posta/)).toBe('');
    expect(phone.getAttribute('aria-expanded')).toBe('false');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(toastTexts()).toEqual([]);
  });

  it('Escape closes the list and leaves the dialog open; a second Escape closes the dialog', async () => {
    const { dialog, phone } = await openDialog();
    await u().type(phone, '5321');
    await within(dialog).findByRole('listbox');
    await u().keyboard('{ArrowDown}{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(phone.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: t.addTitle })).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    await u().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no list when nobody matches, nor for anything but digits', async () => {
    const { dialog, lookups, phone } = await openDialog(() => []);
    await u().type(phone, '5550');
    await waitFor(() => expect(lookups()).toEqual(['5550']));
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(phone.getAttribute('aria-expanded')).toBe('false');
    await u().clear(phone);
    await u().type(phone, 'abc-1234');
    await new Promise((r) => setTimeout(r, 400));
    expect(lookups()).toEqual(['5550']);
  });
});
