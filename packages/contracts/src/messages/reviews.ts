/**
 * `messages.reviews` of the catalogue (messages.ts): the Turkish texts of the reviews domain (decision 039).
 */
export const reviewsMessages = {
  // The review form's own words (a person picks stars; the API answers a bad number with the same sentence).
  ratingInvalid: 'Lütfen 1–5 arası yıldız seçin.',
  commentInvalid: 'Yorum bir metin olmalıdır.',
  commentTooLong: 'Yorum en fazla 1000 karakter olabilir.',
  commentHasContact: 'Yorumda bağlantı, e-posta adresi veya telefon numarası paylaşılamaz.',
  replyRequired: 'Lütfen yanıtınızı yazın.',
  replyTooLong: 'Yanıt en fazla 1000 karakter olabilir.',
  replyHasContact: 'Yanıtta bağlantı, e-posta adresi veya telefon numarası paylaşılamaz.',
  reportReasonRequired: 'Lütfen bildirme nedenini yazın.',
  reportReasonTooLong: 'Bildirme nedeni en fazla 500 karakter olabilir.',
  sortInvalid: 'Sıralama newest, highest veya lowest olmalıdır.',
  notCompleted: 'Yalnızca tamamlanmış randevular değerlendirilebilir.',
  tooEarly: 'Değerlendirme, randevunun bitişinden 1 saat sonra yapılabilir.',
  /** Decision 053: a visit the job completed, before the owner's 7-day correction window closed. */
  tooEarlyUnconfirmed:
    'İşletme katılımınızı henüz onaylamadığı için bu randevuyu, randevu tarihinden 7 gün sonra değerlendirebilirsiniz.',
  /** Decision 053: the appointment's contact is the venue owner's own. */
  ownerContact: 'İşletme sahibinin e-posta adresi veya telefon numarasıyla alınan randevular değerlendirilemez.',
  /** The reasons recorded with a review hidden without a moderator (decision 053; read by the moderators). */
  hiddenNoShow: 'İşletme, düzeltme süresi içinde randevuyu "Gelmedi" olarak işaretledi.',
  heldBurst: 'Bu işletmeye 24 saat içinde ilk kez gelen kişilerden çok sayıda değerlendirme geldi; moderatör onayı bekliyor.',
  hiddenRecheck: 'Yorum bağlantı, e-posta adresi veya telefon numarası içeriyor (yeniden denetim).',
  replyHiddenRecheck: 'Yanıt bağlantı, e-posta adresi veya telefon numarası içeriyor (yeniden denetim).',
  tooLate: 'Değerlendirme süresi doldu: randevular bitişlerinden sonraki 30 gün içinde değerlendirilebilir.',
  alreadyReviewed: 'Bu randevuyu zaten değerlendirdiniz.',
  notReviewed: 'Bu randevu için bir değerlendirme bulunamadı.',
  editWindowClosed: 'Değerlendirme yalnızca yazıldıktan sonraki 48 saat içinde düzenlenebilir.',
  notFound: 'Değerlendirme bulunamadı.',
  hidden: 'Bu değerlendirme yayından kaldırıldı ve düzenlenemez.',
} as const;
