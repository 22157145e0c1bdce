/**
 * `messages.marketplace` of the catalogue (messages.ts). The marketplace pages: landing, about, legal and the 404 title.
 * Its own module so that the web app's first paint can import it without the rest of the catalogue
 * (`@randevu/contracts/messages/marketplace`; decision 022).
 */
import { marketplaceHomeMessages } from './marketplace-home';

export const marketplaceMessages = {
  notFound: 'Sayfa Bulunamadı',
  home: {
    ...marketplaceHomeMessages,
    featuresTitle: 'İşletmeler için güçlü araçlar',
    featuresText:
      'Randevu, işletmenizin randevularını tek yerden yönetmeniz ve müşterilerinize daha iyi hizmet vermeniz için tasarlandı.',
    soon: 'Yakında',
    features: [
      {
        title: 'Kolay Randevu Yönetimi',
        text: 'Gelen randevu taleplerini tek ekranda görün, tek dokunuşla onaylayın ya da reddedin.',
        soon: false,
      },
      {
        title: 'Müşteri Takibi',
        text: 'Her randevuda müşterinin adı, telefonu ve seçtiği hizmet kayıt altında; kimin ne zaman geldiğini bilin.',
        soon: false,
      },
      {
        title: 'Detaylı Raporlar',
        text: 'Randevu yoğunluğunuzu ve en çok tercih edilen hizmetlerinizi raporlarla izleyin.',
        soon: false,
      },
      {
        title: 'Mobil Uyumluluk',
        text: 'Telefon, tablet ya da bilgisayar: işletmenizi ve randevularınızı her cihazdan yönetin.',
        soon: false,
      },
      {
        title: 'Otomatik SMS Bildirimleri',
        text: 'Müşterilerinize randevularından önce otomatik SMS hatırlatmaları gönderin, gelmeyen randevuları azaltın.',
        soon: false,
      },
      {
        title: 'Yorumlarla Müşteri Memnuniyeti',
        text: 'Müşterileriniz hizmetinizi uygulama içinden değerlendirsin, memnuniyeti yorumlarla görün.',
        soon: false,
      },
    ],
    stepsTitle: 'Dört adımda randevu',
    stepsText: 'Hesap açmanız gerekmez; randevunuz birkaç dakikada hazır.',
    steps: [
      { title: 'Kategori seçin', text: 'Şehrinizi ve ihtiyacınız olan kategoriyi seçin, işletmeleri listeleyin.' },
      { title: 'Hizmeti seçin', text: 'İşletmenin sayfasında hizmetleri, fiyatları ve uzmanları inceleyip hizmetinizi seçin.' },
      { title: 'Tarih ve saat seçin', text: 'Uzmanınızı, size uyan günü ve müsait saatlerden birini seçin.' },
      { title: 'Onaylayın', text: 'İletişim bilgilerinizi girip randevunuzu onaylayın; işletme talebinizi hemen görür.' },
    ],
    faqTitle: 'Sık Sorulan Sorular',
    faqText: 'Aklınıza takılan bir şey mi var? En çok sorulanları yanıtladık.',
    faqs: [
      {
        question: 'Randevu almak için üye olmam gerekiyor mu?',
        answer:
          'Hayır. Ad, soyad, e-posta ve telefon bilgilerinizle üye olmadan randevu alabilirsiniz. Ücretsiz üye olursanız güncel ve geçmiş randevularınızı tek yerden görebilir, randevularınızı kendiniz iptal edebilirsiniz.',
      },
      {
        question: 'Hangi sektörlerde hizmet veriyorsunuz?',
        answer:
          'Güzellik ve temizlik sektörüyle başladık. Sağlık, eğitim, veteriner ve teknik servis alanları ile danışmanlık, tamir ve araç bakımı gibi hizmetler de yol haritamızda.',
      },
      {
        question: 'Randevumu iptal edebilir veya değiştirebilir miyim?',
        answer:
          'Evet, randevu saatiniz gelmeden önce. Üyeyseniz Randevularım sayfasından randevunuzu iptal edip yeni bir saat seçebilirsiniz; üye olmadan aldığınız randevular için işletmeyi telefonla aramanız yeterli.',
      },
      {
        question: 'Randevu almak ücretli mi?',
        answer:
          'Hayır, Randevu üzerinden randevu almak ücretsizdir. Yalnızca işletmenin hizmet için belirlediği ücreti, hizmeti aldığınızda işletmeye ödersiniz.',
      },
      {
        question: 'Aynı gün için randevu alabilir miyim?',
        answer:
          'Evet, işletmenin ve uzmanın o gün müsait saati varsa aynı gün için de randevu alabilirsiniz. Müsait saatler randevu adımında anlık olarak gösterilir.',
      },
    ],
    ownerCtaTitle: 'İşletme sahibi misiniz?',
    ownerCtaText:
      'Mekanınızı ekleyin, uzmanlarınızı ve hizmetlerinizi tanımlayın; müşterileriniz size 7/24 online randevu göndersin.',
    ownerCtaButton: 'Ücretsiz İşletme Hesabı Açın',
  },
  about: {
    title: 'Kurumsal',
    metaDescription:
      'Randevu, işletmeler ile müşterilerini online randevuyla buluşturan Türkiye merkezli bir platformdur. Hikâyemizi ve değerlerimizi tanıyın.',
    lead: 'Randevu, hizmet veren işletmeleri ve müşterilerini tek bir yerde buluşturan online randevu platformudur.',
    sections: [
      {
        title: 'Neden Randevu?',
        paragraphs: [
          'Kuaförden temizlik şirketine kadar pek çok işletme randevularını hâlâ telefonla, mesajla ya da bir deftere not alarak yönetiyor. Bu hem işletme için zaman kaybı hem de müşteri için belirsizlik demek.',
          'Randevu ile müşteriler işletmenin hizmetlerini, fiyatlarını, uzmanlarını ve müsait saatlerini görür; randevusunu günün her saatinde birkaç adımda oluşturur. İşletme ise gelen talepleri tek ekrandan onaylar.',
        ],
      },
      {
        title: 'Kimler için?',
        paragraphs: [
          'Güzellik salonları, kuaförler ve temizlik hizmeti veren işletmelerle başladık. Sağlık, eğitim, veteriner ve teknik servis alanları ile danışmanlık, tamir ve araç bakımı gibi hizmetleri de platforma eklemeyi planlıyoruz.',
        ],
      },
      {
        title: 'Değerlerimiz',
        paragraphs: [
          'Şeffaflık: fiyatlar ve süreler randevudan önce görünür. Kolaylık: üyelik zorunlu değildir. Güven: kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak işlenir.',
        ],
      },
    ],
    stats: [
      { value: '4 adım', label: 'Randevu oluşturmak için' },
      { value: '7/24', label: 'Online randevu' },
      { value: '0 ₺', label: 'Müşteriler için platform ücreti' },
    ],
    ctaTitle: 'İşletmenizi Randevu’ya eklemek ister misiniz?',
    ctaText: 'Sorularınız, iş birliği teklifleriniz veya demo talebiniz için bize ulaşın; ekibimiz size yardımcı olsun.',
    ctaButton: 'Bizimle İletişime Geçin',
    ctaSecondary: 'İşletmeleri Keşfedin',
  },
  legal: {
    metaDescription: '{title}: Randevu platformunda kişisel verilerin işlenmesine ilişkin bilgilendirme.',
    updated: 'Son güncelleme: {date}',
    otherDocuments: 'Diğer metinler',
  },
} as const;
