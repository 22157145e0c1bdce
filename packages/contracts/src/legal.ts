import type { ContractType } from './constants';

/**
 * The four fixed legal texts of /pages/{contractType} (docs/product-public.md#legal-pages), written for 6698 sayılı
 * Kişisel Verilerin Korunması Kanunu (KVKK). Structured rather than HTML so the page renders them
 * without injecting markup. The contact e-mail and phone come from the caller's configuration.
 */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Shown after the list. */
  after?: string[];
}

export interface LegalDocument {
  type: ContractType;
  title: string;
  intro: string[];
  sections: LegalSection[];
  /** 'YYYY-MM-DD' */
  updatedAt: string;
}

export interface LegalContact {
  email: string;
  phone: string;
}

const UPDATED_AT = '2025-01-15';

/**
 * What of a review is public (decisions 039, 053): the first name and the last name's initial with the service, and
 * at a health venue only the initials and no service (a named person next to a health service is health data).
 */
export const REVIEWS_PUBLIC_PARAGRAPH =
  'Tamamlanan bir randevunuz için yazdığınız değerlendirme (puan ve yorum), işletmenin sayfasında adınız ve soyadınızın baş harfiyle (ör. “Mehmet K.”) ve aldığınız hizmetin adıyla herkese açık olarak gösterilir. Sağlık kategorisindeki işletmelere ilişkin değerlendirmelerde, bir kişiyi bir sağlık hizmetiyle ilişkilendirmemek için yalnızca adınızın ve soyadınızın baş harfleri (ör. “M. K.”) gösterilir; aldığınız hizmetin adı gösterilmez.';

const controller = (c: LegalContact) =>
  `Veri sorumlusu, Randevu online randevu platformunu işleten Randevu’dur (“Randevu”, “biz”). Kişisel verilerinizle ilgili her türlü soru ve talebiniz için ${c.email} adresine e-posta gönderebilir veya ${c.phone} numaralı telefondan bize ulaşabilirsiniz.`;

const answerRule =
  'Başvurunuz, talebin niteliğine göre en kısa sürede ve en geç otuz (30) gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu tarafından belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde, cevabı öğrendiğiniz tarihten itibaren otuz (30) ve her hâlde başvuru tarihinden itibaren altmış (60) gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.';

const rights = [
  'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
  'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
  'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
  'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
  'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
  'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
  'Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
  'İşlenen verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
  'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
];

const applySection = (c: LegalContact): LegalSection => ({
  heading: 'Başvuru Yolu ve Cevap Süresi',
  paragraphs: [
    `KVKK’nın 11. maddesindeki haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak; kimliğinizi tespit edici bilgilerle birlikte Randevu’da kayıtlı e-posta adresinizden ${c.email} adresine e-posta göndererek, yazılı olarak veya kayıtlı elektronik posta (KEP) ile iletebilirsiniz. Başvurunuz hakkında bilgi almak için ${c.phone} numaralı telefondan bize ulaşabilirsiniz.`,
    'Başvurunuzda adınızın, soyadınızın, başvuru yazılı ise imzanızın, tebligata esas yerleşim yeri veya iş yeri adresinizin, varsa bildirime esas e-posta adresinizin, telefon numaranızın ve talep konunuzun bulunması gerekir.',
    answerRule,
  ],
});

export function legalDocuments(c: LegalContact): Record<ContractType, LegalDocument> {
  return {
    'aydinlatma-metni': {
      type: 'aydinlatma-metni',
      title: 'Aydınlatma Metni',
      updatedAt: UPDATED_AT,
      intro: [
        'Bu Aydınlatma Metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, Randevu platformunu (web sitesi ve mobil uyumlu arayüzleri) kullanan ziyaretçileri, üyeleri ve işletme sahiplerini kişisel verilerinin işlenmesi hakkında bilgilendirmek amacıyla hazırlanmıştır.',
      ],
      sections: [
        { heading: 'Veri Sorumlusu', paragraphs: [controller(c)] },
        {
          heading: 'İşlenen Kişisel Veriler',
          items: [
            'Kimlik bilgileri: ad, soyad; işletme hesaplarında işletme adı.',
            'İletişim bilgileri: e-posta adresi, telefon numarası; işletmeler için adres bilgisi.',
            'Müşteri işlem bilgileri: randevu tarihi ve saati, seçilen işletme, hizmet, alt hizmet ve uzman, randevu notları, randevu durumu ve iptal nedeni; randevu aldığınız işletmenin sizin için yazdığı özel notlar.',
            'İşlem güvenliği bilgileri: şifrenizin geri döndürülemez biçimde özetlenmiş hâli, oturum bilgileri, IP adresi, tarayıcı bilgisi ve işlem kayıtları.',
            'İşletme bilgileri: mekan adı, açıklaması, adresi, çalışma saatleri, görselleri, hizmet ve fiyat bilgileri ile işletmenin eklediği uzmanların ad, uzmanlık, deneyim ve çalışma saati bilgileri.',
            'Talep ve şikâyet bilgileri: iletişim formu aracılığıyla ilettiğiniz mesaj, işletme türü ve iletişim bilgileri.',
          ],
        },
        {
          heading: 'Kişisel Verilerin İşlenme Amaçları',
          items: [
            'Üyelik hesabının oluşturulması ve oturumun güvenli biçimde yönetilmesi,',
            'Randevu taleplerinin oluşturulması, ilgili işletmeye iletilmesi, onaylanması, iptal edilmesi ve randevu geçmişinin gösterilmesi,',
            'İşletmelerin mekan, hizmet, uzman ve randevu bilgilerini yönetebilmesi,',
            'İşletmelerin, müşterilerine daha iyi hizmet verebilmek amacıyla, kendi işletmelerinde alınan randevuları müşteri kartında görebilmesi ve müşterileri için yalnızca kendilerinin görebileceği özel notlar tutabilmesi (bu notlar başka işletmelerle paylaşılmaz ve platformda size gösterilmez),',
            'İletişim formu ile iletilen soru, öneri ve taleplerin yanıtlanması,',
            'Bilgi güvenliği süreçlerinin yürütülmesi, kötüye kullanımın ve yetkisiz erişimin önlenmesi,',
            'Hukuki yükümlülüklerin yerine getirilmesi ve yetkili kurumların bilgi taleplerinin karşılanması.',
          ],
        },
        {
          heading: 'Kişisel Verilerin İşlenmesinin Hukuki Sebepleri',
          paragraphs: [
            'Kişisel verileriniz KVKK’nın 5. maddesinin 2. fıkrasında yer alan; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (randevu ve üyelik işlemleri), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması, bir hakkın tesisi, kullanılması veya korunması için zorunlu olması ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla veri sorumlusunun meşru menfaati için zorunlu olması (bilgi güvenliği, kötüye kullanımın önlenmesi) hukuki sebeplerine dayanılarak işlenir.',
            'Bu sebeplerden hiçbirinin bulunmadığı işlemeler, yalnızca Açık Rıza Metni’nde açıklandığı şekilde açık rızanıza dayanılarak yapılır.',
          ],
        },
        {
          heading: 'Kişisel Verilerin Aktarılması',
          paragraphs: [
            'Randevu aldığınızda adınız, soyadınız, telefon numaranız, e-posta adresiniz, seçtiğiniz hizmet, uzman, tarih, saat ve notlarınız; randevunun gerçekleştirilebilmesi amacıyla yalnızca randevu aldığınız işletmeyle paylaşılır. Kişisel verileriniz ayrıca, hizmetin sunulması için gerekli olduğu ölçüde barındırma ve altyapı hizmeti aldığımız tedarikçilere ve kanunen yetkili kamu kurum ve kuruluşlarına KVKK’nın 8. ve 9. maddelerine uygun olarak aktarılabilir.',
            'Kişisel verileriniz pazarlama amacıyla üçüncü kişilere satılmaz veya kiralanmaz. Uzmanların telefon ve e-posta bilgileri ile diğer müşterilerin randevu bilgileri herkese açık sayfalarda gösterilmez.',
            REVIEWS_PUBLIC_PARAGRAPH,
          ],
        },
        {
          heading: 'Kişisel Veri Toplamanın Yöntemi',
          paragraphs: [
            'Kişisel verileriniz; kayıt, giriş, randevu, işletme kurulumu ve iletişim formları aracılığıyla doğrudan sizden, ayrıca platformu kullanımınız sırasında sunucu kayıtları ve zorunlu çerezler aracılığıyla elektronik ortamda otomatik yollarla toplanır.',
          ],
        },
        {
          heading: 'Saklama Süresi',
          paragraphs: [
            'Kişisel verileriniz, işlenme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen zamanaşımı süreleri boyunca saklanır; bu sürelerin sonunda silinir, yok edilir veya anonim hâle getirilir. İletişim formu mesajları, talebin sonuçlandırılmasından itibaren en fazla iki yıl saklanır.',
          ],
        },
        {
          heading: 'KVKK’nın 11. Maddesi Kapsamındaki Haklarınız',
          paragraphs: ['Kişisel veri sahibi olarak Randevu’ya başvurarak aşağıdaki haklarınızı kullanabilirsiniz:'],
          items: rights,
        },
        applySection(c),
      ],
    },

    'acik-riza-metni': {
      type: 'acik-riza-metni',
      title: 'Açık Rıza Metni',
      updatedAt: UPDATED_AT,
      intro: [
        'Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, KVKK’nın 5. maddesinin 2. fıkrasındaki hukuki sebeplerin dışında kalan işlemeler için açık rızanızı almak amacıyla hazırlanmıştır. Kişisel verilerinizin hangi amaçlarla işlendiğine ilişkin ayrıntılı bilgi Aydınlatma Metni’nde yer almaktadır.',
      ],
      sections: [
        { heading: 'Veri Sorumlusu', paragraphs: [controller(c)] },
        {
          heading: 'Açık Rızanızın Kapsamı',
          paragraphs: ['Açık rıza vermeniz hâlinde kişisel verileriniz aşağıdaki amaçlarla da işlenebilir:'],
          items: [
            'Ad, soyad, e-posta ve telefon bilgilerinizin; platforma ilişkin yenilikler, kampanyalar ve size uygun işletme önerileri hakkında tarafınıza e-posta, SMS veya telefon yoluyla bilgilendirme yapılması amacıyla işlenmesi (ticari elektronik iletiler ayrıca 6563 sayılı Kanun uyarınca onayınıza tabidir),',
            'Randevu geçmişiniz ve tercih ettiğiniz hizmetlerin, size daha uygun işletme ve hizmetlerin önerilebilmesi amacıyla analiz edilmesi,',
            'Kişisel verilerinizin, hizmetin sunulması için kullanılan ve sunucuları yurt dışında bulunabilecek bulut, e-posta ve SMS altyapısı sağlayıcılarına KVKK’nın 9. maddesi kapsamında aktarılması.',
          ],
        },
        {
          heading: 'Açık Rızanın Niteliği',
          paragraphs: [
            'Açık rıza vermek isteğe bağlıdır. Rıza vermemeniz, üye olmadan veya üye olarak randevu almanıza ya da platformun temel özelliklerini kullanmanıza engel değildir; yalnızca yukarıda sayılan ek işlemeler yapılmaz.',
            `Verdiğiniz açık rızayı dilediğiniz zaman, herhangi bir gerekçe göstermeksizin ${c.email} adresine e-posta göndererek veya ${c.phone} numaralı telefondan bize ulaşarak geri alabilirsiniz. Rızanın geri alınması, geri alma tarihinden önce rızaya dayanarak yapılan işlemlerin hukuka uygunluğunu etkilemez.`,
            answerRule,
          ],
        },
        {
          heading: 'Beyan',
          paragraphs: [
            'Aydınlatma Metni’ni okuduğumu ve anladığımı; yukarıda belirtilen kişisel verilerimin, belirtilen amaçlarla ve belirtilen alıcılara aktarılmak suretiyle işlenmesine özgür irademle, bilgilendirilmiş olarak açık rıza verdiğimi kabul ve beyan ederim.',
          ],
        },
      ],
    },

    'verilerin-guvenligi': {
      type: 'verilerin-guvenligi',
      title: 'Verilerin Güvenliği',
      updatedAt: UPDATED_AT,
      intro: [
        'Randevu, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 12. maddesi uyarınca kişisel verilerin hukuka aykırı olarak işlenmesini ve bunlara hukuka aykırı olarak erişilmesini önlemek ve verilerin muhafazasını sağlamak için uygun güvenlik düzeyini temin etmeye yönelik gerekli her türlü teknik ve idari tedbiri almaktadır. Bu sayfa, aldığımız başlıca tedbirleri açıklar.',
      ],
      sections: [
        { heading: 'Veri Sorumlusu', paragraphs: [controller(c)] },
        {
          heading: 'Teknik Tedbirler',
          items: [
            'Şifreler hiçbir zaman açık metin olarak saklanmaz; yalnızca güçlü ve tuzlanmış bir özetleme algoritmasıyla (scrypt) geri döndürülemez biçimde tutulur.',
            'Oturumlar, JavaScript tarafından okunamayan (HttpOnly) bir çerezle yönetilir; çıkış yaptığınızda oturum sunucu tarafında da sonlandırılır.',
            'Platform ile tarayıcınız arasındaki iletişim, canlı ortamda TLS (HTTPS) ile şifrelenir.',
            'Her işlem yetki kontrolünden geçer: işletme sahipleri yalnızca kendi mekanlarının randevularını, kullanıcılar yalnızca kendi randevularını görebilir.',
            'Herkese açık işletme sayfalarında yalnızca işletmenin yayınladığı bilgiler gösterilir; işletme sahibinin hesap bilgileri, uzmanların telefon ve e-posta bilgileri ve müşterilerin randevu bilgileri bu sayfalarda yer almaz.',
            'Giriş, randevu ve iletişim formlarında tekrar eden isteklere sınır uygulanarak kaba kuvvet ve otomatik kötüye kullanım girişimleri engellenir.',
            'Sunucu kayıtlarında şifre, oturum anahtarı ve çerez gibi hassas alanlar maskelenir.',
            'Veritabanı düzenli olarak yedeklenir; yedeklere erişim yetkili personelle sınırlıdır.',
          ],
        },
        {
          heading: 'İdari Tedbirler',
          items: [
            'Kişisel verilere erişim, görevi gereği erişmesi gereken personelle ve gerekli olduğu ölçüyle sınırlandırılır.',
            'Personelimiz ve hizmet aldığımız tedarikçiler gizlilik yükümlülüğüne tabidir; tedarikçilerle yapılan sözleşmelere veri güvenliği hükümleri eklenir.',
            'Veri işleme süreçleri düzenli olarak gözden geçirilir; yalnızca amaç için gerekli olan veriler toplanır.',
            'Saklama süresi dolan kişisel veriler silinir, yok edilir veya anonim hâle getirilir.',
          ],
        },
        {
          heading: 'Veri İhlali Durumunda',
          paragraphs: [
            'İşlenen kişisel verilerin kanuni olmayan yollarla başkaları tarafından elde edilmesi hâlinde, bu durum en kısa sürede ve en geç yetmiş iki (72) saat içinde Kişisel Verileri Koruma Kurulu’na, ayrıca etkilenen kişilere makul olan en kısa sürede bildirilir.',
          ],
        },
        {
          heading: 'Sizin de Yapabilecekleriniz',
          items: [
            'Hesabınız için başka sitelerde kullanmadığınız, en az 8 karakterli bir şifre seçin.',
            'Ortak kullanılan cihazlarda işiniz bittiğinde “Çıkış Yap” ile oturumunuzu kapatın.',
            `Hesabınızda tanımadığınız bir işlem fark ederseniz vakit kaybetmeden ${c.email} adresine bildirin.`,
          ],
        },
        {
          heading: 'İletişim',
          paragraphs: [
            `Veri güvenliğine ilişkin soru ve bildirimleriniz için ${c.email} adresine yazabilir veya ${c.phone} numaralı telefondan bize ulaşabilirsiniz.`,
            answerRule,
          ],
        },
      ],
    },

    'cerez-politikasi': {
      type: 'cerez-politikasi',
      title: 'Çerez Politikası',
      updatedAt: UPDATED_AT,
      intro: [
        'Bu Çerez Politikası, Randevu platformunu ziyaret ettiğinizde tarayıcınıza yerleştirilen çerezler ve benzeri teknolojiler hakkında 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) kapsamında sizi bilgilendirmek amacıyla hazırlanmıştır.',
      ],
      sections: [
        { heading: 'Veri Sorumlusu', paragraphs: [controller(c)] },
        {
          heading: 'Çerez Nedir?',
          paragraphs: [
            'Çerezler, ziyaret ettiğiniz web sitesi tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Yerel depolama (localStorage) ise benzer şekilde tarayıcınızda bilgi saklamaya yarayan bir teknolojidir.',
          ],
        },
        {
          heading: 'Kullandığımız Çerezler ve Benzeri Teknolojiler',
          items: [
            'Oturum çerezi (token) — zorunlu: giriş yaptığınızda oluşturulur, oturumunuzu güvenli biçimde tanımak için kullanılır. JavaScript tarafından okunamaz (HttpOnly) ve yalnızca Randevu sunucusuna gönderilir. Çıkış yaptığınızda veya oturum süresi (en fazla 30 gün) dolduğunda silinir.',
            'Kullanıcı bilgisi (user) — yerel depolama, zorunlu: giriş yaptığınızda adınız ve hesap türünüz, menüde adınızı gösterebilmek ve sizi doğru panele yönlendirebilmek için tarayıcınızda saklanır. Çıkış yaptığınızda silinir.',
          ],
          after: [
            'Platformda şu anda reklam, pazarlama veya analiz amaçlı çerez kullanılmamaktadır. Bu tür çerezler ileride kullanılırsa, yalnızca açık rızanız alınarak etkinleştirilecek ve bu politika güncellenecektir.',
            'Alt bilgideki sosyal medya bağlantıları ilgili platformların sitelerine yönlendirir; bu sitelerin çerezleri yalnızca bağlantıya tıkladığınızda ve kendi politikaları çerçevesinde devreye girer.',
          ],
        },
        {
          heading: 'Hukuki Sebep',
          paragraphs: [
            'Zorunlu çerezler, talep ettiğiniz hizmetin sunulabilmesi için gereklidir ve KVKK’nın 5. maddesinin 2. fıkrasının (c) bendi (sözleşmenin kurulması ve ifası) ile (f) bendi (meşru menfaat) kapsamında işlenir.',
          ],
        },
        {
          heading: 'Çerezleri Nasıl Yönetebilirsiniz?',
          paragraphs: [
            'Tarayıcınızın ayarlarından çerezleri ve yerel depolamayı silebilir veya engelleyebilirsiniz. Chrome, Firefox, Safari ve Edge gibi tarayıcılarda bu ayarlar “Gizlilik ve güvenlik” bölümünde yer alır. Zorunlu çerezleri engellemeniz hâlinde giriş yapamaz ve üye olarak randevu alamazsınız; üye olmadan randevu almaya devam edebilirsiniz.',
          ],
        },
        {
          heading: 'Haklarınız ve İletişim',
          paragraphs: [
            `KVKK’nın 11. maddesi kapsamındaki haklarınızı kullanmak ve çerezlerle ilgili sorularınız için ${c.email} adresine e-posta gönderebilir veya ${c.phone} numaralı telefondan bize ulaşabilirsiniz.`,
            answerRule,
          ],
        },
      ],
    },
  };
}
