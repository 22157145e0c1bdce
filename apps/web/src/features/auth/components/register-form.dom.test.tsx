import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type User } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts } from '../../../../test/render';
import { aliVeli } from '../../../../test/user-fixtures';
import { BusinessRegisterForm } from './business-register-form';
import { RegisterForm } from './register-form';

const a = messages.auth;
const t = a.register;
const b = a.businessRegister;
const u = () => userEvent.setup({ delay: null });
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const authResult = (over: Partial<User> = {}) => ({
  token: 'x',
  expires_at: '2030-01-01T00:00:00Z',
  user: aliVeli(over),
});

async function fillAccount(user: ReturnType<typeof u>, { phone = '0532-123 45 67', confirmation = 'uzun-sifre-1' } = {}) {
  await user.type(box(t.email), 'Ali@Example.com');
  await user.type(box(t.phone), phone);
  await user.type(box(t.password), 'uzun-sifre-1');
  await user.type(box(t.passwordConfirmation), confirmation);
}

/** Renders the user sign-up form (at `route`), fills every field and submits it. */
async function submitUserForm(route?: string) {
  renderWithApp(<RegisterForm />, { route });
  const user = u();
  await user.type(box(t.firstName), 'Ali');
  await user.type(box(t.lastName), 'Veli');
  await fillAccount(user);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

/** Renders the business sign-up form (at `route`), fills every field and submits it. */
async function submitBusinessForm(route?: string) {
  renderWithApp(<BusinessRegisterForm />, { route });
  const user = u();
  await user.type(box(b.businessName), 'Işıl Güzellik');
  await fillAccount(user);
  await user.click(screen.getByRole('button', { name: b.submit }));
}

function renderRegister(answer: () => StubAnswer) {
  const requests = stubApi({ 'POST /api/register': answer, 'POST /api/register-business': answer });
  return requests;
}

describe('user sign-up form', () => {
  it('empty: every field gets its Turkish message and nothing is sent', async () => {
    const requests = renderRegister(() => ok(authResult()));
    renderWithApp(<RegisterForm />);
    await u().click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(a.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(a.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(a.emailRequired)).toBeTruthy();
    expect(screen.getByText(a.phoneRequired)).toBeTruthy();
    expect(screen.getAllByText(a.passwordRequired)).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('a short password and a different confirmation are refused in place', async () => {
    renderRegister(() => ok(authResult()));
    renderWithApp(<RegisterForm />);
    const user = u();
    await user.type(box(t.password), 'kisa');
    await user.type(box(t.passwordConfirmation), 'baska');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(a.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(a.passwordMismatch)).toBeTruthy();
  });

  it('posts the account (phone digits only, e-mail lower-cased), stores the user and opens the dashboard', async () => {
    const requests = renderRegister(() => ok(authResult()));
    await submitUserForm('/register');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(requests.map((r) => [r.method, r.path])).toEqual([['POST', '/api/register']]);
    expect(requests[0]!.body).toEqual({
      first_name: 'Ali',
      last_name: 'Veli',
      email: 'ali@example.com',
      phone: '05321234567',
      password: 'uzun-sifre-1',
      password_confirmation: 'uzun-sifre-1',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 1, role: 'user' });
    expect(toastTexts()).toEqual([a.registerSuccess]);
  });

  it("a taken address: the server's message on the e-mail field, the failure above the form and as a toast", async () => {
    renderRegister(() => ({
      status: 409,
      body: { success: false, code: 'EMAIL_TAKEN', message: a.emailTaken, errors: { email: a.emailTaken } },
    }));
    await submitUserForm('/register');
    expect((await screen.findByRole('alert')).textContent).toBe(a.registerInvalid);
    expect(screen.getByText(a.emailTaken)).toBeTruthy();
    expect(box(t.email).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toastTexts()).toEqual([a.registerFailedToast]));
    expect(currentPath()).toBe('/register');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("a 429 shows the server's rate-limit text above the form", async () => {
    renderRegister(() => ({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: a.registerRateLimited } }));
    await submitUserForm();
    expect((await screen.findByRole('alert')).textContent).toBe(a.registerRateLimited);
  });
});

describe('business sign-up form', () => {
  it('requires the business name', async () => {
    const requests = renderRegister(() => ok(authResult()));
    renderWithApp(<BusinessRegisterForm />);
    const user = u();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: b.submit }));
    expect(await screen.findByText(a.businessNameRequired)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('posts the business account and continues to the venue setup', async () => {
    const requests = renderRegister(() => ok(authResult({ role: 'owner', business_name: 'Işıl Güzellik' })));
    await submitBusinessForm('/business-register');
    await waitFor(() => expect(currentPath()).toBe('/business-setup'));
    expect(requests[0]).toMatchObject({
      path: '/api/register-business',
      body: { business_name: 'Işıl Güzellik', phone: '05321234567' },
    });
    expect(toastTexts()).toEqual([a.businessRegisterSuccess]);
  });

  it('a weak password refused by the server: its message on the field, the business failure text above', async () => {
    renderRegister(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: a.passwordCommon, errors: { password: a.passwordCommon } },
    }));
    await submitBusinessForm();
    expect((await screen.findByRole('alert')).textContent).toBe(a.businessRegisterInvalid);
    expect(screen.getByText(a.passwordCommon)).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([a.businessRegisterFailedToast]));
  });
});
