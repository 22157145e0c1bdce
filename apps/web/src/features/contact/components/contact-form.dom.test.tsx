import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { ContactForm } from './contact-form';

const t = messages.contact;
const user = () => userEvent.setup({ delay: null });
const submit = () => screen.getByRole('button', { name: t.submit }) as HTMLButtonElement;
const form = () => screen.getByRole('form', { name: t.formTitle });
const control = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(answer: () => StubAnswer = () => ok({ id: 1 })) {
  const requests = stubApi({ 'POST /api/contact': answer });
  renderWithApp(<ContactForm />);
  return requests;
}

async function fillAll(u: ReturnType<typeof user>) {
  await u.type(control(t.firstName), ' Ayşe ');
  await u.type(control(t.lastName), 'Yılmaz');
  await u.type(control(t.email), 'Ayse@Example.com');
  await u.type(control(/^Telefon/), '532 123 45 67');
  await u.selectOptions(control(t.businessType), 'Sağlık');
  await u.click(control(t.message));
  await u.paste('Merhaba, kliniğimizi eklemek istiyoruz.');
  await u.click(screen.getByRole('checkbox'));
}

describe('contact form (/iletisim)', () => {
  it("keeps 'Gönder' disabled until the consent box is ticked, with the hint beside the box", async () => {
    renderForm();
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(t.consentHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.consentLink }).getAttribute('href')).toBe('/pages/aydinlatma-metni');
    await user().click(screen.getByRole('checkbox'));
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText(t.consentHint)).toBeNull();
  });

  it('an empty form shows the contract’s Turkish message on each required field and sends nothing', async () => {
    const u = user();
    const requests = renderForm();
    await u.click(screen.getByRole('checkbox'));
    await u.click(submit());
    const f = within(form());
    expect(await f.findByText(messages.auth.firstNameRequired)).toBeTruthy();
    expect(f.getByText(messages.auth.lastNameRequired)).toBeTruthy();
    expect(f.getByText(messages.auth.emailRequired)).toBeTruthy();
    expect(f.getByText(t.businessTypeInvalid)).toBeTruthy();
    expect(f.getByText(t.messageRequired)).toBeTruthy();
    expect(control(t.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('a bad phone is refused with its own message', async () => {
    const u = user();
    renderForm();
    await fillAll(u);
    await u.clear(control(/^Telefon/));
    await u.type(control(/^Telefon/), '12ab');
    await u.click(submit());
    expect(await within(form()).findByText(t.phoneInvalid)).toBeTruthy();
  });

  it('posts the cleaned message, thanks the sender and empties the form', async () => {
    const u = user();
    const requests = renderForm();
    await fillAll(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual([t.success]));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/contact' });
    expect(requests[0]!.body).toEqual({
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      business_type: 'saglik',
      message: 'Merhaba, kliniğimizi eklemek istiyoruz.',
      consent: true,
    });
    await waitFor(() => expect(control(t.firstName).value).toBe(''));
    expect(submit().disabled).toBe(true);
  });

  it("puts the server's field messages on their fields and toasts the failure", async () => {
    const u = user();
    renderForm(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: t.failed,
        errors: { email: messages.auth.emailInvalid, message: t.messageTooLong },
      },
    }));
    await fillAll(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual([t.failed]));
    const f = within(form());
    expect(f.getByText(messages.auth.emailInvalid)).toBeTruthy();
    expect(f.getByText(t.messageTooLong)).toBeTruthy();
    expect(control(t.firstName).value).toBe(' Ayşe ');
  });

  it("a 429 toasts the server's rate-limit text", async () => {
    const u = user();
    renderForm(() => ({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: t.rateLimited } }));
    await fillAll(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual([t.rateLimited]));
  });
});
