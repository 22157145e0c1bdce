import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateRange, formatLocalDateTime, formatLocalRange } from '../../../lib/format-rules';
import { ruleConflictOf } from '../../../lib/rule-conflict';
import { venueNowLocal } from '@randevu/contracts/messages';
import { venueYear } from './venue-time';

describe('venue time', () => {
  it('reads now in Istanbul wall time, whatever the process zone (tests run in UTC)', () => {
    expect(venueNowLocal(Date.parse('2026-12-31T21:30:00Z'))).toBe('2027-01-01T00:30');
    expect(venueNowLocal(Date.parse('2026-06-15T06:05:00Z'))).toBe('2026-06-15T09:05');
    expect(venueYear(Date.parse('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(venueYear(Date.parse('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});

describe('rule formats', () => {
  it('writes wall times and ranges in Turkish', () => {
    expect(formatLocalDateTime('2030-03-12T09:00')).toBe('12 Mart 2030 Salı 09:00');
    expect(formatLocalRange('2030-03-12T09:00', '2030-03-12T13:30')).toBe('12 Mart 2030 Salı, 09:00–13:30');
    expect(formatLocalRange('2030-03-12T09:00', '2030-03-14T18:00')).toBe(
      '12 Mart 2030 Salı 09:00 – 14 Mart 2030 Perşembe 18:00',
    );
    expect(formatDateRange('2030-08-10', '2030-08-10')).toBe('10 Ağustos 2030 Cumartesi');
    expect(formatDateRange('2030-08-10', '2030-08-20')).toBe('10 Ağustos 2030 Cumartesi – 20 Ağustos 2030 Salı');
  });
});

describe('ruleConflictOf', () => {
  const body = {
    success: false,
    code: 'RULE_CONFLICT',
    message: 'Bu izin aralığında 1 randevu var.',
    conflicts: [
      {
        id: 1,
        expert_id: 7,
        expert_name: 'Ayşe',
        customer_name: 'Ali',
        status: 'pending',
        starts_at: '2030-03-12T10:00',
        ends_at: '2030-03-12T11:00',
      },
    ],
  };
  it("reads the 409's appointments, and nothing from any other failure", () => {
    expect(ruleConflictOf(new ApiError(409, 'RULE_CONFLICT', body.message, undefined, body))?.conflicts).toHaveLength(1);
    expect(ruleConflictOf(new ApiError(409, 'SLOT_TAKEN', 'x', undefined, body))).toBeNull();
    expect(ruleConflictOf(new ApiError(400, 'RULE_CONFLICT', 'x', undefined, body))).toBeNull();
    expect(ruleConflictOf(new ApiError(409, 'RULE_CONFLICT', 'x', undefined, { ...body, conflicts: 'none' }))).toBeNull();
    expect(ruleConflictOf(new Error('x'))).toBeNull();
  });
});
