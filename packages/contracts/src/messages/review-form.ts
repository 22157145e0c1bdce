/**
 * `messages.reviewForm` of the catalogue (messages.ts): the customer's review dialog and the review on their
 * appointment (customer side; the server's refusals are in `messages.reviews`).
 */
export const reviewFormMessages = {
  review: 'Değerlendir',
  edit: 'Düzenle',
  createTitle: 'Randevunuzu değerlendirin',
  editTitle: 'Değerlendirmenizi düzenleyin',
  description: 'Puanınız ve yorumunuz işletmenin sayfasında adınızın baş harfiyle yayımlanır.',
  ratingLabel: 'Puanınız',
  star: (n: number) => `${n} yıldız`,
  commentLabel: 'Yorumunuz (isteğe bağlı)',
  commentPlaceholder: 'Deneyiminizi kısaca anlatın.',
  commentCounter: (used: number, max: number) => `${used}/${max}`,
  submit: 'Değerlendirmeyi Gönder',
  update: 'Değerlendirmeyi Güncelle',
  cancel: 'Vazgeç',
  created: 'Değerlendirmeniz için teşekkür ederiz.',
  updated: 'Değerlendirmeniz güncellendi.',
  yourReview: 'Değerlendirmeniz',
  ratingOf: (n: number) => `5 üzerinden ${n} puan`,
  windowClosed: 'Değerlendirme süresi doldu.',
  failed: 'Değerlendirme gönderilemedi. Lütfen tekrar deneyin.',
} as const;
