import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { cancelBlocker, splitAppointments } from './appointment-format';

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

describe('cancelBlocker', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const future = '2026-11-25T10:00:00Z';

  it('lets a pending or confirmed future appointment through', () => {
    expect(cancelBlocker({ status: 'pending', starts_at: future }, now)).toBeNull();
    expect(cancelBlocker({ status: 'confirmed', starts_at: future }, now)).toBeNull();
  });

  it('blocks missing data with an error and cancelled, completed or started ones with a warning', () => {
    expect(cancelBlocker(null, now)).toEqual({ tone: 'error', message: messages.myAppointments.missing });
    expect(cancelBlocker({ status: 'cancelled', starts_at: future }, now)).toEqual({
      tone: 'warning',
      message: messages.myAppointments.alreadyCancelled,
    });
    expect(cancelBlocker({ status: 'completed', starts_at: future }, now)).toEqual({
      tone: 'warning',
      message: messages.myAppointments.alreadyCompleted,
    });
    expect(cancelBlocker({ status: 'pending', starts_at: '2026-11-24T10:00:00Z' }, now)).toEqual({
      tone: 'warning',
      message: messages.myAppointments.alreadyStarted,
    });
  });
});
