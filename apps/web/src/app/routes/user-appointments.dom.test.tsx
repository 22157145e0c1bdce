import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../test/render';
import { aliVeli } from '../../../test/user-fixtures';
import MyAppointmentsPage from './user-appointments';

const t = messages.emailVerification;
const SEND = 'POST /api/user/email-verification';
const CONFIRM = 'POST /api/user/email-verification/confirm';
const u = () => userEvent.setup({ delay: null });
const failure = (status: number, code: string, message: string, field?: string): StubAnswer => ({
  status,
  body: { success: false, code, message, ...(field ? { errors: { [field]: message } } : {}) },
});
const sent = ok({ message: t.codeSent, email: 'ali@example.com', resend_after_seconds: 60 });

function renderPage(handlers: Parameters<typeof stubApi>[0] = {}, verified = false) {
  let isVerified = verified;
  const requests = stubApi({
    'GET /api/user/profile': () => ok(aliVeli({ email_verified: isVerified })),
    'GET /api/user/appointments': () => ok([]),
    [SEND]: () => sent,
    [CONFIRM]: () => ((isVerified = true), ok({ email_verified: true, claimed: 2 })),
    ...handlers,
  });
  renderWithApp(<MyAppointmentsPage />, { route: '/dashboard/user/appointments' });
  return requests;
}

const card = () => screen.findByRole('region', { name: t.title });

describe("'Randevularım': e-mail verification", () => {
  it('an unverified user sends a code, verifies it, sees the count, and the list and profile are read again', async () => {
    const requests = renderPage();
    const region = await card();
    expect(region.textContent).toContain(t.description('ali@example.com'));
    await u().click(within(region).getByRole('button', { name: t.sendCode }));
    expect(await within(region).findByText(t.codeSentTo('ali@example.com'))).toBeTruthy();
    expect(within(region).getByRole('button', { name: t.resend }).hasAttribute('disabled')).toBe(true);
    await u().type(within(region).getByLabelText(t.code), '123456');
    await u().click(within(region).getByRole('button', { name: t.verify }));

    await waitFor(() => expect(toastTexts()).toEqual([t.claimed(2)]));
    expect(requests.find((r) => r.path.endsWith('/confirm'))?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/user/appointments')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.title })).toBeNull());
  });

  it('a malformed code is refused in the form, before any request', async () => {
    const requests = renderPage();
    await u().click(within(await card()).getByRole('button', { name: t.sendCode }));
    await u().type(await screen.findByLabelText(t.code), '12a');
    await u().click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(t.codeFormat)).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/confirm'))).toHaveLength(0);
  });

  it("the server's refusal of a wrong code shows under the field", async () => {
    renderPage({ [CONFIRM]: () => failure(400, 'EMAIL_CODE_WRONG', t.codeWrong, 'code') });
    await u().click(within(await card()).getByRole('button', { name: t.sendCode }));
    await u().type(await screen.findByLabelText(t.code), '654321');
    await u().click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(t.codeWrong)).toBeTruthy();
    expect(screen.getByLabelText(t.code).getAttribute('aria-invalid')).toBe('true');
  });

  it('a refused send (429) says why in the card', async () => {
    renderPage({ [SEND]: () => failure(429, 'EMAIL_VERIFICATION_USER_LIMIT', t.userLimit) });
    await u().click(within(await card()).getByRole('button', { name: t.sendCode }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t.userLimit);
  });

  it('a verified user sees no card', async () => {
    const requests = renderPage({}, true);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/user/profile')).toBe(true));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/user/appointments')).toBe(true));
    expect(screen.queryByRole('region', { name: t.title })).toBeNull();
  });
});
