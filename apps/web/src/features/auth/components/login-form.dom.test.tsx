import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts } from '../../../../test/render';
import { aliVeli } from '../../../../test/user-fixtures';
import { LoginForm } from './login-form';

const t = messages.auth.login;
const user = aliVeli({ id: 3 });
const refusal = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: status === 429 ? 'RATE_LIMITED' : 'REFUSED', message, ...(errors ? { errors } : {}) },
});

async function logIn(answer: () => StubAnswer, { email = 'ali@example.com', password = 'gizli-sifre', forget = false } = {}) {
  const requests = stubApi({ 'POST /api/login': answer });
  renderWithApp(<LoginForm />, { route: '/login' });
  const u = userEvent.setup({ delay: null });
  if (email) await u.type(screen.getByLabelText(t.email), email);
  if (password) await u.type(screen.getByLabelText(t.password), password);
  if (forget) await u.click(screen.getByRole('checkbox', { name: t.remember }));
  await u.click(screen.getByRole('button', { name: t.submit }));
  return requests;
}

describe('login form', () => {
  it('posts the credentials with "Beni hatırla", stores the user and goes to the dashboard', async () => {
    const requests = await logIn(() => ok({ token: 'x', user, expires_at: '2030-01-01T00:00:00Z' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/login', { email: 'ali@example.com', password: 'gizli-sifre', remember: true }],
    ]);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(toastTexts()).toEqual([messages.auth.loginSuccess]);
  });

  it('unticking "Beni hatırla" sends remember: false', async () => {
    const requests = await logIn(() => ok({ token: 'x', user, expires_at: '2030-01-01T00:00:00Z' }), { forget: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ remember: false });
  });

  it('has no client validation: an empty form goes to the server, whose field messages are shown', async () => {
    const requests = await logIn(
      () =>
        refusal(400, messages.auth.emailRequired, {
          email: messages.auth.emailRequired,
          password: messages.auth.passwordRequired,
        }),
      { email: '', password: '' },
    );
    expect(await screen.findByText(messages.auth.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeTruthy();
    expect(requests[0]!.body).toEqual({ email: '', password: '', remember: true });
    await waitFor(() => expect(toastTexts()).toEqual([messages.auth.loginFailedToast]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wrong credentials (401): the catalogue text above the form, a toast, no stored user', async () => {
    await logIn(() => refusal(401, 'Unauthorized'));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.loginInvalid);
    await waitFor(() => expect(toastTexts()).toEqual([messages.auth.loginFailedToast]));
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it("too many attempts (429): the server's Turkish text, in the form and as the toast", async () => {
    await logIn(() => refusal(429, messages.auth.loginRateLimited));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.loginRateLimited);
    await waitFor(() => expect(toastTexts()).toEqual([messages.auth.loginRateLimited]));
  });

  it("links 'Şifremi unuttum' to the reset page", () => {
    stubApi({});
    renderWithApp(<LoginForm />);
    expect(screen.getByRole('link', { name: t.forgot }).getAttribute('href')).toBe('/forgot-password');
  });
});
