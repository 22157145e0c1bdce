/**
 * `messages.ownerReports` of the catalogue (messages.ts): the owner's reports of a venue (issue 27).
 */
export const ownerReportsMessages = {
  rangeInvalid: 'Lütfen geçerli bir tarih aralığı seçiniz.',
  rangeTooLong: 'Raporlar en fazla {days} günlük aralık için hazırlanabilir.',
} as const;
