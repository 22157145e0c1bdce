import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerExpert } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, type StubAnswer } from '../../../../test/fetch-stub';
import { toastTexts } from '../../../../test/render';
import { renderExpertForm, ownerExpert } from '../../../../test/expert-fixtures';
import { hours } from '../../../../test/venue-fixtures';

const t = messages.experts;
const ar = messages.availabilityRules;
const p = ar.page;
const u = () => userEvent.setup({ delay: null });

const elif = ownerExpert(3, {
  name: 'Elif Kaya',
  working_hours: { ...hours(['tuesday']), monday: { start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] } },
});

function renderForm(expert: OwnerExpert | null, answer: () => StubAnswer = () => ok(elif)) {
  return renderExpertForm(expert, { 'POST /api/owner/experts': answer, 'PUT /api/owner/experts/3': answer }).requests;
}
const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const addBreak = (day = 'Pazartesi') => u().click(inDialog().getByRole('button', { name: fill(p.addBreakLabel, { day }) }));
const breakTime = (part: 'start' | 'end', n: number, day = 'Pazartesi') =>
  inDialog().getByRole('combobox', {
    name: fill(part === 'start' ? p.breakStartLabel : p.breakEndLabel, { day, n }),
  }) as HTMLSelectElement;
const setBreak = async (n: number, start: string, end: string) => {
  await u().selectOptions(breakTime('start', n), start);
  await u().selectOptions(breakTime('end', n), end);
};
/**
 * Picks a working day's hours. happy-dom shows a react-hook-form registered <select> at its first option whatever
 * the form holds, and the form then reads it back, so tests pick the times as a person would (as owner-venues does).
 */
async function pickHours(day: string, start = '09:00', end = '18:00') {
  await u().selectOptions(inDialog().getByRole('combobox', { name: `${day} ${t.startsAt}` }), start);
  await u().selectOptions(inDialog().getByRole('combobox', { name: `${day} ${t.endsAt}` }), end);
}
async function newMondayExpert() {
  await u().type(inDialog().getByLabelText(t.name), 'Elif Kaya');
  await u().click(inDialog().getByRole('checkbox', { name: 'Pazartesi' }));
  await pickHours('Pazartesi');
}
const submit = (label: string = t.create) => u().click(inDialog().getByRole('button', { name: label }));

describe('expert form: breaks', () => {
  it("offers 'Mola ekle' on working days only, and adds 12:00–13:00 first, then the half hour after", async () => {
    renderForm(null);
    expect(inDialog().queryByRole('button', { name: fill(p.addBreakLabel, { day: 'Pazartesi' }) })).toBeNull();
    await newMondayExpert();
    const add = inDialog().getByRole('button', { name: fill(p.addBreakLabel, { day: 'Pazartesi' }) });
    expect(add.textContent).toBe(p.addBreak);
    expect(inDialog().queryByRole('heading', { name: p.breaks })).toBeNull();
    await addBreak();
    expect(inDialog().getByRole('heading', { name: p.breaks })).toBeTruthy();
    expect([breakTime('start', 1).value, breakTime('end', 1).value]).toEqual(['12:00', '13:00']);
    await addBreak();
    expect([breakTime('start', 2).value, breakTime('end', 2).value]).toEqual(['13:00', '13:30']);
    // A day switched off hides its breaks.
    await u().click(inDialog().getByRole('checkbox', { name: 'Pazartesi' }));
    expect(inDialog().queryByRole('heading', { name: p.breaks })).toBeNull();
  });

  it('posts the chosen breaks sorted as { start, end, breaks }, without the removed one, and other days as [start, end]', async () => {
    const requests = renderForm(null);
    await newMondayExpert();
    await u().click(inDialog().getByRole('checkbox', { name: 'Salı' }));
    await pickHours('Salı');
    await addBreak();
    await addBreak();
    await addBreak();
    await setBreak(1, '15:00', '15:15');
    await setBreak(2, '12:30', '13:15');
    await u().click(inDialog().getByRole('button', { name: fill(p.removeBreakLabel, { day: 'Pazartesi', n: 3 }) }));
    expect(inDialog().queryByRole('combobox', { name: fill(p.breakStartLabel, { day: 'Pazartesi', n: 3 }) })).toBeNull();
    await submit();
    await waitFor(() => expect(toastTexts()).toEqual([t.created]));
    expect(requests[0]?.body).toMatchObject({
      working_hours: {
        monday: {
          start: '09:00',
          end: '18:00',
          breaks: [
            ['12:30', '13:15'],
            ['15:00', '15:15'],
          ],
        },
        tuesday: ['09:00', '18:00'],
        wednesday: null,
      },
    });
  });

  it.each([
    ['a break outside the hours', [['08:00', '08:30']], ar.breakInvalid],
    [
      'overlapping breaks',
      [
        ['12:00', '13:00'],
        ['12:30', '13:30'],
      ],
      ar.breaksOverlap,
    ],
  ] as [string, [string, string][], string][])(
    'refuses %s before sending, with the Turkish text tied to the break times',
    async (_title, breaks, message) => {
      const requests = renderForm(null);
      await newMondayExpert();
      for (const [i, [start, end]] of breaks.entries()) {
        await addBreak();
        await setBreak(i + 1, start, end);
      }
      await submit();
      const error = await inDialog().findByText(message);
      expect(requests).toHaveLength(0);
      const start = breakTime('start', 1);
      expect(start.getAttribute('aria-invalid')).toBe('true');
      expect(start.getAttribute('aria-describedby')).toBe(error.id);
      // Fixed, it saves.
      await setBreak(breaks.length, '16:00', '16:30');
      await submit();
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(inDialog().queryByText(message)).toBeNull();
    },
  );

  it('refuses an eleventh break with breaksTooMany', async () => {
    const requests = renderForm(null);
    await newMondayExpert();
    for (let i = 0; i < 11; i++) await addBreak();
    await submit();
    expect(await inDialog().findByText(ar.breaksTooMany)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows an expert's breaks, and sends the day back as the spec's [start, end] once they are removed", async () => {
    const requests = renderForm(elif, () =>
      ok({ ...elif, working_hours: hours(['monday', 'tuesday']), appointments_outside_hours: [] }),
    );
    expect([breakTime('start', 1).value, breakTime('end', 1).value]).toEqual(['12:00', '13:00']);
    await pickHours('Pazartesi');
    await pickHours('Salı');
    await u().click(inDialog().getByRole('button', { name: fill(p.removeBreakLabel, { day: 'Pazartesi', n: 1 }) }));
    await submit(t.save);
    await waitFor(() => expect(toastTexts()).toEqual([t.updated]));
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/owner/experts/3',
      body: { working_hours: { monday: ['09:00', '18:00'], tuesday: ['09:00', '18:00'] } },
    });
  });

  it("puts the server's message about a day's breaks under that day's breaks", async () => {
    renderForm(elif, () => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: ar.breaksOverlap,
        errors: { 'working_hours.monday': ar.breaksOverlap },
      },
    }));
    await pickHours('Pazartesi');
    await pickHours('Salı');
    await submit(t.save);
    const error = await inDialog().findByText(ar.breaksOverlap);
    expect(breakTime('end', 1).getAttribute('aria-describedby')).toBe(error.id);
    expect(inDialog().queryByRole('alert')).toBeNull();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
  });
});
