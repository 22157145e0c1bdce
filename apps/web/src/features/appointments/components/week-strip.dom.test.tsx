import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { formatLongDate } from '../lib/week';
import { WeekStrip } from './week-strip';

const b = messages.appointments;
// 2026-03-11 is a Wednesday; the booking horizon (90 days) ends on Tuesday 2026-06-09.
const today = '2026-03-11';

function renderStrip(weekStart: string) {
  const onSelect = vi.fn();
  const onWeekChange = vi.fn();
  render(
    <>
      <span id="date-label">{b.dateLabel}</span>
      <WeekStrip
        weekStart={weekStart}
        today={today}
        selected={today}
        labelId="date-label"
        onSelect={onSelect}
        onWeekChange={onWeekChange}
      />
    </>,
  );
  const days = screen.getAllByRole('radio') as HTMLInputElement[];
  return { onSelect, onWeekChange, days };
}

describe('WeekStrip', () => {
  it('disables the days before today and the previous week; today is named and chosen', async () => {
    const { days, onSelect, onWeekChange } = renderStrip('2026-03-09');
    expect(screen.getByRole('radiogroup', { name: b.dateLabel })).toBeTruthy();
    expect(days.map((d) => d.disabled)).toEqual([true, true, false, false, false, false, false]);
    expect(days.map((d) => d.value)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    const todayTile = screen.getByRole('radio', { name: `${formatLongDate(today)} (${b.today})` });
    expect(todayTile).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: b.previousWeek })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: b.nextWeek })).toHaveProperty('disabled', false);

    const u = userEvent.setup();
    await u.click(days[0]!);
    expect(onSelect).not.toHaveBeenCalled();
    await u.click(screen.getByRole('radio', { name: formatLongDate('2026-03-12') }));
    expect(onSelect).toHaveBeenCalledWith('2026-03-12');
    await u.click(screen.getByRole('button', { name: b.nextWeek }));
    expect(onWeekChange).toHaveBeenCalledWith('2026-03-16');
  });

  it('disables the days past the booking horizon and the next week there', () => {
    const { days } = renderStrip('2026-06-08');
    expect(days.map((d) => d.disabled)).toEqual([false, false, true, true, true, true, true]);
    expect(screen.getByRole('button', { name: b.nextWeek })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: b.previousWeek })).toHaveProperty('disabled', false);
  });

  it('shows Turkish short weekday names Monday first and the week range', () => {
    renderStrip('2026-03-09');
    const group = screen.getByRole('radiogroup');
    expect(group.textContent).toBe('Pzt9Sal10Çar11Per12Cum13Cmt14Paz15');
    expect(screen.getByText('9 Mar – 15 Mar')).toBeTruthy();
  });
});
