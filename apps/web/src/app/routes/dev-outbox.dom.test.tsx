import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type DevOutboxMessage } from '@randevu/contracts';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import DevOutboxPage from './dev-outbox';
import { ok, stubApi, type StubAnswer } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { outboxMessage } from '../../../test/outbox-fixtures';

const t = messages.notifications.outbox;
const url = '/api/dev/outbox';
const message = outboxMessage;
const failure = (status: number): StubAnswer => ({ status, body: { success: false, code: 'X', message: 'x' } });

function renderPage(answer: () => StubAnswer) {
  const requests = stubApi({ [`GET ${url}`]: answer });
  renderWithApp(<DevOutboxPage />, { route: '/dev/outbox' });
  return requests;
}

describe('development outbox page (/dev/outbox)', () => {
  it('empty: "Henüz gönderilen bir mesaj yok."; "Yenile" asks again and shows what arrived', async () => {
    let sent: DevOutboxMessage[] = [];
    const requests = renderPage(() => ok(sent));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    sent = [message(1)];
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.refresh }));
    expect(await screen.findByText('Kodunuz: 123456')).toBeTruthy();
    expect(screen.queryByText(t.empty)).toBeNull();
    expect(requests).toHaveLength(2);
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
