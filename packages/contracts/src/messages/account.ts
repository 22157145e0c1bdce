/**
 * `messages.account` of the catalogue (messages.ts): the account page of an owner or a user (decision 083): the
 * password, the business name, the signed-in sessions and deleting the account.
 */
export const accountMessages = {
  page: {
    title: 'Hesabım',
    description: 'Şifrenizi, oturumlarınızı ve hesap bilgilerinizi buradan yönetin.',
    link: 'Hesabım',
  },
  password: {
    title: 'Şifre değiştir',
    current: 'Mevcut şifre',
    next: 'Yeni şifre',
    confirmation: 'Yeni şifre (tekrar)',
    hint: 'Şifreniz değişince diğer cihazlardaki oturumlar kapanır.',
    submit: 'Şifreyi değiştir',
    changed: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı.',
    currentRequired: 'Mevcut şifrenizi girin.',
    currentWrong: 'Mevcut şifreniz hatalı.',
    sameAsCurrent: 'Yeni şifre mevcut şifrenizden farklı olmalıdır.',
  },
  business: {
    title: 'İşletme adı',
    label: 'İşletme adı',
    hint: 'Hesabınızın adıdır; mekanlarınızın adları Mekan Bilgileri sayfasından değişir.',
    submit: 'Kaydet',
    saved: 'İşletme adı güncellendi.',
  },
  sessions: {
    title: 'Oturumlar',
    description: 'Hesabınıza giriş yapılmış cihazlar. Tanımadığınız bir oturumu kapatın.',
    current: 'Bu cihaz',
    createdAt: 'Giriş: {date}',
    lastUsedAt: 'Son kullanım: {date}',
    unknownDevice: 'Bilinmeyen cihaz',
    revoke: 'Oturumu kapat',
    revokeNamed: '{device} oturumunu kapat',
    revoked: 'Oturum kapatıldı.',
    revokeOthers: 'Diğer tüm oturumları kapat',
    revokedOthers: '{count} oturum kapatıldı.',
    noOthers: 'Başka cihazda açık oturumunuz yok.',
    loadFailed: 'Oturumlar yüklenemedi.',
    retry: 'Tekrar dene',
    notFound: 'Oturum bulunamadı.',
  },
  remove: {
    title: 'Hesabı sil',
    descriptionUser:
      'Hesabınız silinince adınız, e-posta adresiniz ve telefonunuz kaldırılır; geçmiş randevularınız işletmenin kayıtlarında adsız olarak kalır. Bu işlem geri alınamaz.',
    descriptionOwner:
      'Hesabınız silinince mekanlarınız yayından kalkar ve iletişim bilgileriniz kaldırılır; geçmiş randevuların ve ödemelerin kayıtları yasal süre boyunca saklanır. Bu işlem geri alınamaz.',
    open: 'Hesabımı sil',
    confirmTitle: 'Hesabınız silinsin mi?',
    passwordLabel: 'Onaylamak için şifreniz',
    confirm: 'Hesabı kalıcı olarak sil',
    cancel: 'Vazgeç',
    deleted: 'Hesabınız silindi.',
    ownerHasUpcoming:
      'Mekanlarınızda yaklaşan randevular var. Hesabınızı silmeden önce bu randevuları tamamlayın veya iptal edin.',
    userHasUpcoming: 'Yaklaşan randevularınız var. Hesabınızı silmeden önce bu randevuları iptal edin.',
  },
  rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
} as const;
