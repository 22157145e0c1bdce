/**
 * `messages.venueReviews` of the catalogue (messages.ts): the public side of reviews and ratings (decision
 * 039): the venue page's 'Değerlendirmeler' section, the rating on the listing cards and the listing's
 * order and minimum-rating controls.
 */
export const venueReviewsMessages = {
  sectionTitle: 'Değerlendirmeler',
  disclosure: 'Yorumlar yalnızca bu işletmeden hizmet almış müşterilerimizden gelir',
  none: 'Henüz değerlendirme yok.',
  /** After the average: '(12 değerlendirme)'. */
  count: '({count} değerlendirme)',
  /** The accessible text of a row of stars: '5 üzerinden 4 puan'. */
  starsLabel: '5 üzerinden {rating} puan',
  /** The accessible label of a card's rating: '5 üzerinden 4,6 puan, 12 değerlendirme'. */
  cardLabel: '5 üzerinden {rating} puan, {count} değerlendirme',
  ownerReply: 'İşletmenin yanıtı',
  /** Decision 053: a review of a visit the venue booked at its front desk; not counted in the rating. */
  frontDesk: 'İşletme tarafından eklenen randevu',
  frontDeskHint: 'Bu değerlendirme puana katılmaz.',
  sortLabel: 'Sırala',
  sortNewest: 'En yeni',
  sortHighest: 'En yüksek puan',
  sortLowest: 'En düşük puan',
  loadMore: 'Daha fazla göster',
  loading: 'Değerlendirmeler yükleniyor…',
  failed: 'Değerlendirmeler yüklenemedi.',
  retry: 'Tekrar dene',
  listSortLabel: 'Sıralama',
  listSortRecommended: 'Önerilen',
  listSortRating: 'En yüksek puan',
  minRatingLabel: 'En az puan',
  minRatingAll: 'Tümü',
  minRating3: '3 ve üzeri',
  minRating4: '4 ve üzeri',
  minRating5: '5',
} as const;
