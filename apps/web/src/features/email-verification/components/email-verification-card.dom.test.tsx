import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { EmailVerificationCard } from './email-verification-card';

/** The card alone (the page with it: app/routes/user-appointments.dom.test.tsx). */
const t = messages.emailVerification;
const u = () => userEvent.setup({ delay: null });

function renderCard(confirm: () => StubAnswer) {
  const requests = stubApi({
    'POST /api/user/email-verification': () => ok({ message: t.codeSent, email: 'ali@example.com', resend_after_seconds: 60 }),
    'POST /api/user/email-verification/confirm': confirm,
  });
  renderWithApp(<EmailVerificationCard email="ali@example.com" />);
  return requests;
}

describe('EmailVerificationCard', () => {
  it('sends a code and posts the typed code', async () => {
    const requests = renderCard(() => ok({ email_verified: true, claimed: 0 }));
    const region = await screen.findByRole('region', { name: t.title });
    await u().click(within(region).getByRole('button', { name: t.sendCode }));
    await u().type(await within(region).findByLabelText(t.code), '123456');
    await u().click(within(region).getByRole('button', { name: t.verify }));
    expect(await within(region).findByText(t.codeSentTo('ali@example.com'))).toBeTruthy();
    await vi.waitFor(() => expect(requests.find((r) => r.path.endsWith('/confirm'))?.body).toEqual({ code: '123456' }));
  });

  it("shows the server's refusal of a wrong code under the field", async () => {
    renderCard(() => ({
      status: 400,
      body: { success: false, code: 'EMAIL_CODE_WRONG', message: t.codeWrong, errors: { code: t.codeWrong } },
    }));
    const region = await screen.findByRole('region', { name: t.title });
    await u().click(within(region).getByRole('button', { name: t.sendCode }));
    await u().type(await within(region).findByLabelText(t.code), '654321');
    await u().click(within(region).getByRole('button', { name: t.verify }));
    expect(await screen.findByText(t.codeWrong)).toBeTruthy();
  });
});
