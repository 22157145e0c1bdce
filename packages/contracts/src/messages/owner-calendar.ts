/**
 * `messages.ownerCalendar` of the catalogue (messages.ts): the owner's calendar and front desk (issue 24): the page,
 * owner-entered bookings, moves and their errors.
 */
export const ownerCalendarMessages = {
  rangeInvalid: 'Lütfen geçerli bir tarih aralığı seçiniz.',
  rangeTooLong: 'Takvim en fazla {days} günlük aralık için gösterilebilir.',
  // Owner-entered bookings and moves.
  expertRequired: 'Lütfen bir uzman seçiniz.',
  serviceRequired: 'Lütfen bir hizmet seçiniz.',
  subServiceInvalid: 'Lütfen geçerli bir alt hizmet seçiniz.',
  dateInvalid: 'Lütfen geçerli bir tarih seçiniz.',
  timeInvalid: 'Lütfen geçerli bir saat seçiniz.',
  firstNameInvalid: 'Lütfen müşterinin adını giriniz.',
  lastNameInvalid: 'Lütfen müşterinin soyadını giriniz.',
  phoneInvalid: 'Lütfen geçerli bir telefon numarası giriniz.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi giriniz.',
  notesTooLong: 'Not en fazla 500 karakter olabilir.',
  outsideHoursInvalid: 'Lütfen mesai dışı onayını doğru gönderiniz.',
  page: {
    title: 'Takvim',
    link: 'Takvim',
  },
} as const;
