import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerCustomer } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { customerCard, customerRow, customersBody } from '../../../../test/customer-fixtures';
import { CustomerCard } from './customer-card';
import { useOwnerCustomer } from '../api/get-owner-customer';

const t = messages.ownerCustomers;
const u = () => userEvent.setup({ delay: null });

function Harness() {
  const card = useOwnerCustomer(4, 7);
  return card.data ? <CustomerCard venueId={4} customer={card.data} bookHref="/takvim?book=1" /> : null;
}

/** The card page with `handlers`; the card's GET answers `card()` (what the server holds at that moment). */
function render(
  handlers: Record<string, (r: { body: unknown }) => StubAnswer>,
  card: () => OwnerCustomer = () => customerCard(),
) {
  const requests = stubApi({ 'GET /api/owner/venues/4/customers/7': () => ok(card()), ...handlers });
  renderWithApp(<Harness />, { route: '/dashboard/owner/venue-customers/4/7' });
  return requests;
}

const changed = customerCard({
  phone: '+905329998877',
  history: [
    {
      id: 1,
      field: 'phone',
      old_value: '+905321234567',
      new_value: '+905329998877',
      changed_by: 'Işıl Güzellik Salonu',
      changed_at: '2026-11-27T09:00:00.000Z',
    },
  ],
});

describe("a customer card's corrections", () => {
  it('sends the corrected contact in E.164 and shows the answer’s history', async () => {
    let held = customerCard();
    const requests = render(
      {
        'PUT /api/owner/venues/4/customers/7': () => {
          held = changed;
          return ok(changed);
        },
      },
      () => held,
    );
    expect(await screen.findByText(t.history.empty)).toBeTruthy();
    await u().click(screen.getByRole('button', { name: t.edit.open }));
    const dialog = await screen.findByRole('dialog', { name: t.edit.title });
    const phone = within(dialog).getByRole('textbox', { name: /^Telefon/ });
    expect((phone as HTMLInputElement).value).toBe('0532 123 45 67');
    await u().clear(phone);
    await u().type(phone, '(0532) 999 88 77');
    await u().click(within(dialog).getByRole('button', { name: t.edit.save }));
    await waitFor(() => expect(toastTexts()).toContain(t.edit.saved));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      first_name: 'Gül',
      last_name: 'Şahin',
      phone: '+905329998877',
      email: 'gul@example.com',
      phones: [],
    });
    const history = await screen.findByRole('list', { name: t.history.listLabel });
    expect(within(history).getByText('Telefon: 0532 123 45 67 → 0532 999 88 77')).toBeTruthy();
  });

  it('checks the phone with the API’s schema and puts the server’s 409 under the phone', async () => {
    const taken = t.edit.phoneTaken.replace('{name}', 'Ali Kaya');
    const requests = render({
      'PUT /api/owner/venues/4/customers/7': () => ({
        status: 409,
        body: { success: false, code: 'CUSTOMER_PHONE_TAKEN', message: taken, errors: { phone: taken } },
      }),
    });
    await u().click(await screen.findByRole('button', { name: t.edit.open }));
    const dialog = await screen.findByRole('dialog', { name: t.edit.title });
    const phone = within(dialog).getByRole('textbox', { name: /^Telefon/ });
    await u().clear(phone);
    await u().type(phone, '0532 12');
    await u().click(within(dialog).getByRole('button', { name: t.edit.save }));
    await waitFor(() => expect(dialog.textContent).toContain(messages.appointments.phoneInvalid));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await u().clear(phone);
    await u().type(phone, '0532 987 65 43');
    await u().click(within(dialog).getByRole('button', { name: t.edit.save }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
  });

  it('merges only after showing both cards side by side', async () => {
    const other = customerCard({ id: 9, first_name: 'Gül', last_name: '', phone: '+905301112233', email: null, visits: 1 });
    const requests = render({
      'GET /api/owner/venues/4/customers': () => ({
        body: customersBody([customerRow(7, 'Gül'), customerRow(9, 'Gül', { last_name: '' })]),
      }),
      'GET /api/owner/venues/4/customers/9': () => ok(other),
      'POST /api/owner/venues/4/customers/7/merge': () => ok(customerCard({ visits: 3 })),
    });
    await u().click(await screen.findByRole('button', { name: t.merge.open }));
    const dialog = await screen.findByRole('dialog', { name: t.merge.title });
    // The card itself is not offered.
    await u().click(await within(dialog).findByRole('button', { name: `${t.merge.choose}: Gül` }));
    const keep = await within(dialog).findByRole('region', { name: t.merge.keep });
    const remove = await within(dialog).findByRole('region', { name: t.merge.remove });
    expect(within(keep).getByText('0532 123 45 67')).toBeTruthy();
    expect(within(remove).getByText('0530 111 22 33')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await u().click(within(dialog).getByRole('button', { name: t.merge.confirm }));
    await waitFor(() => expect(toastTexts()).toContain(t.merge.done));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ other_id: 9 });
    // The merged card is gone: the refresh after the merge does not read it again (it would answer 404).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const afterMerge = requests.slice(requests.findIndex((r) => r.method === 'POST'));
    expect(afterMerge.some((r) => r.path === '/api/owner/venues/4/customers/9')).toBe(false);
    expect(toastTexts()).not.toContain(t.card.loadFailed);
  });
});
