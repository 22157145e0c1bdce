import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { NewsletterForm } from './newsletter-form';

const t = messages.site.footer;
const box = () => screen.getByLabelText(t.newsletterTitle) as HTMLInputElement;

async function subscribe(email: string) {
  const u = userEvent.setup({ delay: null });
  if (email) await u.type(box(), email);
  await u.click(screen.getByRole('button', { name: t.newsletterSubmit }));
}

describe('footer newsletter form', () => {
  it('posts the trimmed, lower-cased address, says thanks and empties the field', async () => {
    const requests = stubApi({ 'POST /api/newsletter': (r) => ok(r.body) });
    renderWithApp(<NewsletterForm />);
    await subscribe('  Ali@Example.COM ');
    await waitFor(() => expect(toastTexts()).toEqual([messages.newsletter.success]));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/newsletter', body: { email: 'ali@example.com' } });
    expect(box().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty or malformed address is refused in place, without a request', async () => {
    const requests = stubApi({});
    renderWithApp(<NewsletterForm />);
    await subscribe('');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailRequired);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    await subscribe('ali@example');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.auth.emailInvalid));
    expect(requests).toHaveLength(0);
  });

  it("the server's message for the address is shown under the field", async () => {
    stubApi({
      'POST /api/newsletter': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: messages.auth.emailInvalid,
          errors: { email: messages.auth.emailInvalid },
        },
      }),
    });
    renderWithApp(<NewsletterForm />);
    await subscribe('ali@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailInvalid);
    expect(toastTexts()).toEqual([]);
    expect(box().value).toBe('ali@example.com');
  });

  it("a 429 toasts the server's Turkish text; any other failure the catalogue's", async () => {
    let status = 429;
    stubApi({
      'POST /api/newsletter': () => ({
        status,
        body: { success: false, code: status === 429 ? 'RATE_LIMITED' : 'INTERNAL', message: messages.newsletter.rateLimited },
      }),
    });
    renderWithApp(<NewsletterForm />);
    await subscribe('ali@example.com');
    await waitFor(() => expect(toastTexts()).toContain(messages.newsletter.rateLimited));
    status = 500;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.newsletterSubmit }));
    await waitFor(() => expect(toastTexts()).toContain(messages.newsletter.failed));
    expect(box().value).toBe('ali@example.com');
  });
});
