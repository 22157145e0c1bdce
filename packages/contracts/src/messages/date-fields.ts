/**
 * `messages.dateFields` of the catalogue (messages.ts): the design system's date and time fields, which show and take
 * a date as 'gg.aa.yyyy' and a time as 24-hour 'SS:dd' whatever the device's language (decision 094).
 */
export const dateFieldsMessages = {
  datePlaceholder: 'gg.aa.yyyy',
  timePlaceholder: 'SS:dd',
  dateFormat: 'Tarihi gg.aa.yyyy biçiminde yazın, örneğin 10.12.2026.',
  dateNotADay: 'Bu tarih takvimde yok; günü ve ayı kontrol edin.',
  /** `{min}`: the first day allowed, 'gg.aa.yyyy'. */
  dateBeforeMin: 'Tarih {min} ya da sonrası olmalıdır.',
  /** `{max}`: the last day allowed, 'gg.aa.yyyy'. */
  dateAfterMax: 'Tarih en geç {max} olabilir.',
  timeFormat: 'Saati 24 saat biçiminde SS:dd olarak yazın, örneğin 14:30.',
  /** `{step}`: minutes, e.g. 5. */
  timeStep: 'Dakikayı {step} dakikalık adımlarla yazın.',
  /** The button beside a date field that opens a month to pick the day from. */
  openCalendar: 'Takvimden seç',
  calendarTitle: 'Takvim',
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  /** The time half of a date-and-time field: `{label}` is the field's label ('Başlangıç saati'). */
  timeOf: '{label} saati',
} as const;
