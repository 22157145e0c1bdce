/**
 * `messages.ownerReviews` of the catalogue (messages.ts): the owner's reviews page (decision 039). The
 * server's refusals (an invalid reply, a review not found) are `messages.reviews`.
 */
export const ownerReviewsMessages = {
  page: {
    title: 'Değerlendirmeler',
    /** Its name in the venue navigation and on the panel. */
    link: 'Değerlendirmeler',
    hint: 'Müşterilerinizin değerlendirmeleri ve yanıtlarınız',
    description: 'Müşterilerinizin değerlendirmelerini okuyun ve herkese açık olarak yanıtlayın.',
    rules: 'Değerlendirmeleri silemez veya gizleyemezsiniz; kurallara aykırı bir değerlendirmeyi bildirebilirsiniz.',
    summaryLabel: 'Puan özeti',
    average: '{average} / 5',
    count: '{count} değerlendirme',
    noRating: 'Henüz puan yok',
    loadFailed: 'Değerlendirmeler yüklenirken bir hata oluştu.',
    retry: 'Tekrar Dene',
    empty: 'Henüz değerlendirme yok.',
    emptyHint: 'Tamamlanan randevularınızdan sonra müşterileriniz değerlendirme yazabilir.',
    loadMore: 'Daha Fazla Göster',
    listLabel: 'Değerlendirme listesi',
  },
  review: {
    label: '{author}, {date}',
    stars: '5 üzerinden {rating} yıldız',
    hidden: 'Gizlendi',
    hiddenHint: 'Bu değerlendirme moderatörler tarafından yayından kaldırıldı; mekan sayfasında görünmez ve puana katılmaz.',
    reported: 'Bildirildi',
    noComment: 'Yorum yazılmamış.',
    replyTitle: 'Yanıtınız',
  },
  reply: {
    open: 'Yanıtla',
    edit: 'Yanıtı Düzenle',
    label: 'Yanıtınız',
    placeholder: 'Müşterinize teşekkür edin veya yorumunu yanıtlayın',
    hint: 'Yanıtınız mekan sayfasında değerlendirmenin altında herkese açık görünür.',
    counter: '{count}/{max}',
    submit: 'Yanıtı Yayınla',
    cancel: 'Vazgeç',
    published: 'Yanıtınız yayınlandı.',
    failed: 'Yanıtınız kaydedilemedi. Lütfen tekrar deneyin.',
  },
  report: {
    open: 'Bildir',
    title: 'Değerlendirmeyi bildir',
    text: 'Bu değerlendirmenin hangi kurala aykırı olduğunu yazın; ekibimiz inceleyecek. İnceleme sonuçlanana kadar değerlendirme yayında kalır ve bildiriminiz kimseye gösterilmez.',
    reasonLabel: 'Bildirme nedeni',
    reasonPlaceholder: 'Örn. hakaret içeriyor veya bizde hizmet almamış biri yazmış',
    submit: 'Bildir',
    cancel: 'Vazgeç',
    done: 'Değerlendirme bildirildi; incelenecek.',
    failed: 'Değerlendirme bildirilemedi. Lütfen tekrar deneyin.',
  },
} as const;
