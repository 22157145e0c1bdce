import { describe, expect, it } from 'vitest';
import { messages, type OwnerExpert } from '@randevu/contracts';
import { expertFormDefaults, expertFormSchema, nextBreak, toExpertBody } from './expert-form';
import { timeOptions } from './time-options';

const m = messages.experts;
const ar = messages.availabilityRules;

const withMonday = (monday: { start: string; end: string; breaks: [string, string][] }) => {
  const values = expertFormDefaults(null, []);
  values.hours.monday = { enabled: true, ...monday };
  return { ...values, name: 'Ali' };
};
const issues = (values: unknown) =>
  expertFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('expert form breaks', () => {
  it('reads an answered day with breaks into the form, and sends it back as { start, end, breaks } sorted', () => {
    const expert = {
      working_hours: {
        monday: { start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] },
        tuesday: ['10:00', '14:00'],
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
    } as unknown as OwnerExpert;
    const values = expertFormDefaults(expert, []);
    expect(values.hours.monday).toEqual({ enabled: true, start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] });
    values.hours.monday.breaks = [
      ['16:00', '16:15'],
      ['12:00', '13:00'],
    ];
    const body = toExpertBody(expertFormSchema.parse({ ...values, name: 'Ali' }));
    expect(body.working_hours).toMatchObject({
      monday: {
        start: '09:00',
        end: '18:00',
        breaks: [
          ['12:00', '13:00'],
          ['16:00', '16:15'],
        ],
      },
      tuesday: ['10:00', '14:00'],
      wednesday: null,
    });
  });

  it.each([
    ['a break outside the hours', [['08:00', '09:30']], ar.breakInvalid],
    ['a break that ends before it starts', [['13:00', '12:00']], ar.breakInvalid],
    [
      'overlapping breaks',
      [
        ['12:00', '13:00'],
        ['12:45', '13:15'],
      ],
      ar.breaksOverlap,
    ],
    [
      'eleven breaks',
      Array.from({ length: 11 }, (_, i) => [
        `${String(9 + (i >> 1)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
        `${String(9 + (i >> 1)).padStart(2, '0')}:${i % 2 ? '45' : '15'}`,
      ]),
      ar.breaksTooMany,
    ],
  ] as [string, [string, string][], string][])(
    'puts %s on the day’s breaks with the server’s text',
    (_title, breaks, message) => {
      expect(issues(withMonday({ start: '09:00', end: '18:00', breaks }))).toEqual([['hours.monday.breaks', message]]);
    },
  );

  it('keeps hours that end too early on the end time, and ignores the breaks of a day off', () => {
    expect(issues(withMonday({ start: '18:00', end: '09:00', breaks: [] }))).toEqual([['hours.monday.end', m.hoursInvalid]]);
    const values = withMonday({ start: '09:00', end: '18:00', breaks: [] });
    values.hours.tuesday = { enabled: false, start: '09:00', end: '18:00', breaks: [['20:00', '21:00']] };
    expect(issues(values)).toEqual([]);
    expect(toExpertBody(expertFormSchema.parse(values)).working_hours).toMatchObject({
      monday: ['09:00', '18:00'],
      tuesday: null,
    });
  });

  it("adds 12:00–13:00 first when it fits, then half an hour after the last break, cut at the day's end", () => {
    expect(nextBreak({ start: '09:00', end: '18:00', breaks: [] })).toEqual(['12:00', '13:00']);
    expect(nextBreak({ start: '14:00', end: '20:00', breaks: [] })).toEqual(['14:00', '14:30']);
    expect(nextBreak({ start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] })).toEqual(['13:00', '13:30']);
    expect(nextBreak({ start: '09:00', end: '18:00', breaks: [['17:00', '17:45']] })).toEqual(['17:30', '18:00']);
  });

  it('offers breaks every quarter hour and keeps a stored time off the grid', () => {
    expect(timeOptions('12:00', 15).map((o) => o.value)).toContain('12:15');
    expect(timeOptions('12:00').map((o) => o.value)).not.toContain('12:15');
    expect(timeOptions('12:10', 15).map((o) => o.value)).toContain('12:10');
  });
});
