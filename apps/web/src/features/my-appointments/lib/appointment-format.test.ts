import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { cancelBlocker, mayReschedule, splitAppointments } from './appointment-format';

describe('splitAppointments', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const at = (id: number, iso: string) => ({ id, starts_at: iso });

  it('puts appointments starting before now in past (newest first) and the rest in current (soonest first)', () => {
    const list = [
      at(1, '2026-11-20T09:00:00Z'),
      at(2, '2026-11-30T09:00:00Z'),
      at(3, '2026-11-24T09:59:00Z'),
      at(4, '2026-11-24T10:00:00Z'),
      at(5, '2026-11-25T08:00:00Z'),
    ];
    const { current, past } = splitAppointments(list, now);
    expect(current.map((a) => a.id)).toEqual([4, 5, 2]);
    expect(past.map((a) => a.id)).toEqual([3, 1]);
  });

  it('keeps a stable order for appointments at the same moment', () => {
    const list = [
      at(9, '2026-11-30T09:00:00Z'),
      at(7, '2026-11-30T09:00:00Z'),
      at(8, '2026-11-01T09:00:00Z'),
      at(6, '2026-11-01T09:00:00Z'),
    ];
    const { current, past } = splitAppointments(list, now);
    expect(current.map((a) => a.id)).toEqual([7, 9]);
    expect(past.map((a) => a.id)).toEqual([8, 6]);
  });
});

describe("cancelBlocker: the server's allowed_actions decide (decision 059)", () => {
  it('lets through what the server allows', () => {
    expect(cancelBlocker({ status: 'pending', allowed_actions: ['cancel', 'reschedule'] })).toBeNull();
    expect(cancelBlocker({ status: 'confirmed', allowed_actions: ['cancel'] })).toBeNull();
  });

  it('blocks missing data with an error and cancelled, completed or started ones with a warning', () => {
    expect(cancelBlocker(null)).toEqual({ tone: 'error', message: messages.myAppointments.missing });
    expect(cancelBlocker({ status: 'cancelled', allowed_actions: [] })).toEqual({
      tone: 'warning',
      message: messages.myAppointments.alreadyCancelled,
    });
    expect(cancelBlocker({ status: 'completed', allowed_actions: [] })).toEqual({
      tone: 'warning',
      message: messages.myAppointments.alreadyCompleted,
    });
    for (const status of ['no_show', 'expired'] as const)
      expect(cancelBlocker({ status, allowed_actions: [] })).toEqual({
        tone: 'warning',
        message: messages.myAppointments.alreadyStarted,
      });
  });

  it('sends a pending or confirmed one the server no longer allows, so its refusal says why (started or the notice)', () => {
    expect(cancelBlocker({ status: 'pending', allowed_actions: [] })).toBeNull();
    expect(cancelBlocker({ status: 'confirmed', allowed_actions: [] })).toBeNull();
  });
});

describe('mayReschedule', () => {
  it("follows the server's allowed_actions", () => {
    expect(mayReschedule({ allowed_actions: ['cancel', 'reschedule'] })).toBe(true);
    expect(mayReschedule({ allowed_actions: ['cancel'] })).toBe(false);
    expect(mayReschedule(null)).toBe(false);
  });
});
