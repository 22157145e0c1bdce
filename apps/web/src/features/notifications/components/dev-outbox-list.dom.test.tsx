import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { DevOutboxList } from './dev-outbox-list';
import { stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { outboxMessage } from '../../../../test/outbox-fixtures';

const t = messages.notifications.outbox;
const message = outboxMessage;

describe('development outbox list', () => {
  it('one card per message: channel, status, recipient, subject, Istanbul time and the text as sent', () => {
    stubApi({});
    renderWithApp(
      <DevOutboxList
        items={[
          message(2, { channel: 'sms', subject: null, to: '+905321234567', status: 'failed', text: 'Randevunuz onaylandı' }),
          message(1),
        ]}
      />,
    );
    const cards = screen.getAllByTestId('outbox-message');
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

  it.each([
    ['pending', 'Bekliyor'],
    ['sending', 'Gönderiliyor'],
    ['cancelled', 'İptal edildi'],
  ] as const)('status %s reads "%s"', (status, label) => {
    stubApi({});
    renderWithApp(<DevOutboxList items={[message(1, { status })]} />);
    expect(within(screen.getByTestId('outbox-message')).getByText(label)).toBeTruthy();
    expect(t.statuses[status]).toBe(label);
  });
});
