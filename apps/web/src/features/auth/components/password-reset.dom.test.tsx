import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts } from '../../../../test/render';
import { ApproveCodeForm } from './approve-code-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';

const r = messages.auth.passwordReset;
const u = () => userEvent.setup({ delay: null });
const refusal = (status: number, code: string, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code, message, ...(errors ? { errors } : {}) },
});
const token = 'a'.repeat(32);

describe('forgot password', () => {
  it('asks for a code and moves on to /approve-code with the server’s Turkish answer as a toast', async () => {
    const requests = stubApi({ 'POST /api/password/forgot': () => ok({ message: r.codeSent, resend_after_seconds: 60 }) });
    renderWithApp(<ForgotPasswordForm />, { route: '/forgot-password' });
    await u().type(screen.getByLabelText(r.email), 'Ali@Example.com');
    await u().click(screen.getByRole('button', { name: r.send }));
    await waitFor(() => expect(currentPath()).toBe('/approve-code'));
    expect(requests.map((q) => [q.path, q.body])).toEqual([['/api/password/forgot', { email: 'ali@example.com' }]]);
    expect(toastTexts()).toEqual([r.codeSent]);
  });

  it("an empty address is refused in place; a 429 shows the server's text above the form", async () => {
    const requests = stubApi({ 'POST /api/password/forgot': () => refusal(429, 'RATE_LIMITED', r.tooManyRequests) });
    renderWithApp(<ForgotPasswordForm />, { route: '/forgot-password' });
    await u().click(screen.getByRole('button', { name: r.send }));
    expect(await screen.findByText(messages.auth.emailRequired)).toBeTruthy();
    expect(requests).toHaveLength(0);
    await u().type(screen.getByLabelText(r.email), 'ali@example.com');
    await u().click(screen.getByRole('button', { name: r.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(r.tooManyRequests);
    expect(currentPath()).toBe('/forgot-password');
  });
});

describe('approve code', () => {
  it('names the address, checks the six digits before sending, then hands the token to /new-password', async () => {
    const requests = stubApi({
      'POST /api/password/verify': () => ok({ reset_token: token, expires_at: '2030-01-01T00:00:00Z' }),
    });
    renderWithApp(<ApproveCodeForm email="ali@example.com" sentAt={Date.now()} />, { route: '/approve-code' });
    expect(screen.getByText(r.codeSentTo('ali@example.com'))).toBeTruthy();
    // The resend button waits for the cooldown.
    expect((screen.getByRole('button', { name: r.resend }) as HTMLButtonElement).disabled).toBe(true);
    await u().type(screen.getByLabelText(r.code), '12a');
    await u().click(screen.getByRole('button', { name: r.send }));
    expect(await screen.findByText(r.codeFormat)).toBeTruthy();
    expect(requests).toHaveLength(0);
    await u().clear(screen.getByLabelText(r.code));
    await u().type(screen.getByLabelText(r.code), '123456');
    await u().click(screen.getByRole('button', { name: r.send }));
    await waitFor(() => expect(currentPath()).toBe('/new-password'));
    expect(requests[0]).toMatchObject({ path: '/api/password/verify', body: { email: 'ali@example.com', code: '123456' } });
    expect(toastTexts()).toEqual([r.codeVerified]);
  });

  it("a wrong code: the server's message on the code field", async () => {
    stubApi({ 'POST /api/password/verify': () => refusal(400, 'RESET_CODE_WRONG', r.codeWrong, { code: r.codeWrong }) });
    renderWithApp(<ApproveCodeForm email="ali@example.com" sentAt={Date.now()} />, { route: '/approve-code' });
    await u().type(screen.getByLabelText(r.code), '654321');
    await u().click(screen.getByRole('button', { name: r.send }));
    expect(await screen.findByText(r.codeWrong)).toBeTruthy();
    expect(screen.getByLabelText(r.code).getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/approve-code');
  });

  it("'Tekrar gönder' after the cooldown asks again; a refusal is shown above the form and as a toast", async () => {
    const requests = stubApi({ 'POST /api/password/forgot': () => refusal(429, 'RESEND_TOO_SOON', r.resendTooSoon) });
    renderWithApp(<ApproveCodeForm email="ali@example.com" sentAt={Date.now() - 61_000} />);
    await u().click(screen.getByRole('button', { name: r.resend }));
    expect((await screen.findByRole('alert')).textContent).toBe(r.resendTooSoon);
    await waitFor(() => expect(toastTexts()).toEqual([r.resendTooSoon]));
    expect(requests[0]).toMatchObject({ path: '/api/password/forgot', body: { email: 'ali@example.com' } });
    // RESEND_TOO_SOON restarts the cooldown.
    expect(screen.getByText(r.resendIn(60))).toBeTruthy();
  });
});

describe('new password', () => {
  it('sets the password, ends the stored session and returns to /login', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    const requests = stubApi({ 'POST /api/password/reset': () => ok(null) });
    renderWithApp(<NewPasswordForm token={token} />, { route: '/new-password' });
    await u().type(screen.getByLabelText(r.newPassword), 'yeni-sifre-1');
    await u().type(screen.getByLabelText(r.newPasswordConfirmation), 'yeni-sifre-1');
    await u().click(screen.getByRole('button', { name: r.confirm }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(requests[0]).toMatchObject({
      path: '/api/password/reset',
      body: { token, password: 'yeni-sifre-1', password_confirmation: 'yeni-sifre-1' },
    });
    expect(localStorage.getItem('user')).toBeNull();
    expect(toastTexts()).toEqual([r.resetSuccess]);
  });

  it('mismatched passwords are refused in place', async () => {
    const requests = stubApi({});
    renderWithApp(<NewPasswordForm token={token} />);
    await u().type(screen.getByLabelText(r.newPassword), 'yeni-sifre-1');
    await u().type(screen.getByLabelText(r.newPasswordConfirmation), 'yeni-sifre-2');
    await u().click(screen.getByRole('button', { name: r.confirm }));
    expect(await screen.findByText(messages.auth.passwordMismatch)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('an expired token: the server’s text and a link to start over', async () => {
    stubApi({ 'POST /api/password/reset': () => refusal(400, 'RESET_TOKEN_EXPIRED', r.tokenExpired) });
    renderWithApp(<NewPasswordForm token={token} />);
    await u().type(screen.getByLabelText(r.newPassword), 'yeni-sifre-1');
    await u().type(screen.getByLabelText(r.newPasswordConfirmation), 'yeni-sifre-1');
    await u().click(screen.getByRole('button', { name: r.confirm }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(r.tokenExpired);
    expect(screen.getByRole('link', { name: r.startOver }).getAttribute('href')).toBe('/forgot-password');
  });
});
