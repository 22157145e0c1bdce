import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerExpert } from '@randevu/contracts';
import { ExpertReadinessFlags } from './expert-readiness-flags';

const t = messages.experts;
const offWeek = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
const expert = (over: Partial<OwnerExpert>) =>
  ({ is_active: true, working_hours: offWeek, active_sub_services: [], ...over }) as unknown as OwnerExpert;

describe('expert readiness flags (decision 074)', () => {
  it('flags an expert saved without hours and without services', () => {
    render(<ExpertReadinessFlags expert={expert({})} />);
    expect(screen.getByText(t.flagNoHours)).toBeTruthy();
    expect(screen.getByText(t.flagNoServices)).toBeTruthy();
  });

  it('shows nothing for an expert with hours and an active sub-service, nor for an inactive one', () => {
    const ready = expert({
      working_hours: { ...offWeek, monday: ['09:00', '18:00'] },
      active_sub_services: [{ is_active: true }] as OwnerExpert['active_sub_services'],
    });
    const { container } = render(
      <>
        <ExpertReadinessFlags expert={ready} />
        <ExpertReadinessFlags expert={expert({ is_active: false })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
