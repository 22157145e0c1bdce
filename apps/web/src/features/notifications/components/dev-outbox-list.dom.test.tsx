import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type DevOutboxMessage } from '@randevu/contracts';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import DevOutboxPage from '@/app/routes/dev-outbox';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';

const t = messages.devOutbox;
const url = '/api/dev/outbox';
const message = (id: number, over: Partial<DevOutboxMessage> = {}): DevOutboxMessage => ({
  id,
  channel: 'email',
  kind: 'password_reset',
  to: 'ali@example.com',
  subject: 'Randevu şifre sıfırlama kodunuz',
  text: 'Kodunuz: 123456',
  html: null,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2025-01-15T09:30:00Z',
  sent_at: '2025-01-15T09:30:01Z',
  ...over,
});
const failure = (status: number): StubAnswer => ({ status, body: { success: false, code: 'X', message: 'x' } });

function renderPage(answer: () => StubAnswer) {
  const requests = stubApi({ [`GET ${url}`]: answer });
  renderWithApp(<DevOutboxPage />, { route: '/dev/outbox' });
  return requests;
}

describe('development outbox', () => {
  it('one card per message: channel, status, recipient, subject, Istanbul time and the text as sent', async () => {
    renderPage(() =>
      ok([
        message(2, { channel: 'sms', subject: null, to: '+905321234567', status: 'failed', text: 'Randevunuz onaylandı' }),
        message(1),
      ]),
    );
    const cards = await screen.findAllByTestId('outbox-message');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText(t.channels.sms)).toBeTruthy();
    expect(within(cards[0]!).getByText(t.statuses.failed)).toBeTruthy();
    expect(within(cards[0]!).queryByText(t.subject)).toBeNull();
    expect(cards[0]!.textContent).toContain('Randevunuz onaylandı');
    expect(within(cards[1]!).getByText(t.channels.email)).toBeTruthy();
    expect(within(cards[1]!).getByText(t.statuses.sent)).toBeTruthy();
    expect(within(cards[1]!).getByText('Randevu şifre sıfırlama kodunuz')).toBeTruthy();
    expect(within(cards[1]!).getByText('Kodunuz: 123456')).toBeTruthy();
    expect(cards[1]!.querySelector('time')?.textContent).toContain('12:30:00');
  });

  it('empty: "Henüz gönderilen bir mesaj yok."; "Yenile" asks again', async () => {
    const requests = renderPage(() => ok([]));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.refresh }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('a failure says "Mesajlar yüklenirken bir hata oluştu."', async () => {
    renderPage(() => failure(500));
    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
  });

  it('a 404 (production) shows the not-found page', async () => {
    renderPage(() => failure(404));
    expect(await screen.findByRole('heading', { level: 1, name: marketplaceMessages.notFound })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
  });
});
