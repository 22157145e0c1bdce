import { describe, expect, it } from 'vitest';
import { explainStart } from './slot-calculator';
import { withoutRules } from './slot-inputs';
import { at, busy, h, MONDAY, range, slotInputOpen } from './slot-test-helpers';

const input = slotInputOpen('09:00', '18:00');

describe('the front desk’s checks of a start (decision 033)', () => {
  it('knows no horizon when horizonDays is null, a customer’s default otherwise', () => {
    const far = '2026-03-09';
    expect(explainStart(input({ date: far, horizonDays: 30 }), h('10:00'))).toBe('horizon');
    expect(explainStart(input({ date: far, horizonDays: null }), h('10:00'))).toBeNull();
  });

  it('lets hours, breaks, the grid and blocked days go without the rules, and still finds the past and overlaps', () => {
    const ruled = input({
      breaks: [range('12:00', '13:00')],
      blocked: [{ start: at(MONDAY, '14:00'), end: at(MONDAY, '16:00'), rule: 'timeOff' }],
      busy: [busy(MONDAY, '16:00', 60)],
    });
    expect(explainStart(ruled, h('08:00'))).toBe('hours');
    expect(explainStart(ruled, h('12:10'))).toBe('grid');
    expect(explainStart(ruled, h('12:30'))).toBe('break');
    expect(explainStart(ruled, h('14:30'))).toBe('timeOff');
    const free = withoutRules(ruled);
    for (const time of ['08:00', '12:10', '12:30', '14:30', '19:00']) expect(explainStart(free, h(time))).toBeNull();
    expect(explainStart(free, h('16:30'))).toBe('taken');
    expect(explainStart(free, h('23:30'))).toBe('hours');
    expect(explainStart(withoutRules(input({ date: '2025-03-06' })), h('10:00'))).toBe('past');
  });
});
