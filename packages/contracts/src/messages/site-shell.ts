/**
 * The texts of every page's first paint: the default description, the header and its menu, the skip link, the
 * loading and route-error texts. Part of `messages.site` (site.ts spreads it in); its own module so that the
 * first paint carries them without the footer's, which loads after it (`@randevu/contracts/messages/site-shell`;
 * decision 022).
 */
export const siteShellMessages = {
  metaDescription: 'Size uygun işletmeyi bulun, hizmeti ve saati seçin, randevunuzu birkaç adımda oluşturun.',
  ui: {
    close: 'Kapat',
    loading: 'Yükleniyor...',
    optional: 'isteğe bağlı',
    showPassword: 'Şifreyi göster',
    hidePassword: 'Şifreyi gizle',
    skipToContent: 'İçeriğe geç',
    routeError: 'Sayfa yüklenirken bir hata oluştu.',
    routeErrorHint: 'Sayfayı yenilemeyi deneyin. Sorun devam ederse bizimle iletişime geçin.',
    reload: 'Sayfayı yenile',
    /** A page or a list that failed while the device is offline: the header stays, this says why. */
    offline: 'Bağlantı yok',
    offlineHint: 'İnternet bağlantınızı kontrol edin; bağlantı gelince sayfayı yenileyin.',
  },
  nav: {
    logoLabel: 'Randevu ana sayfa',
    main: 'Ana menü',
    home: 'Ana Sayfa',
    about: 'Kurumsal',
    companies: 'İşletmeler',
    contact: 'İletişim',
    register: 'Ücretsiz Kaydolun',
    login: 'Giriş Yap',
    dashboard: 'Panele Git',
    logout: 'Çıkış Yap',
    openMenu: 'Menüyü aç',
    menuTitle: 'Menü',
    accountMenu: 'Hesap menüsü',
    myVenues: 'Mekanlarım',
  },
} as const;
