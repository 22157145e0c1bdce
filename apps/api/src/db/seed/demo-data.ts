/** The demo marketplace created on first start (never in tests). Prices in lira, converted to kuruş on insert. */
export interface DemoSubService {
  serviceId: number;
  name: string;
  description: string;
  price: number;
  duration: number;
  /** Minutes the expert needs after it (issue 23), e.g. to clean the chair after a colour. */
  buffer?: number;
}
export interface DemoExpert {
  name: string;
  specialization: string;
  experienceYears: string;
  bio: string;
  specialties: string[];
  /** Indexes into the venue's sub-services this expert performs. */
  subServices: number[];
  saturday?: boolean;
  /** A daily break on the working weekdays (issue 23). */
  lunch?: [string, string];
}
export interface DemoVenue {
  name: string;
  cityId: number;
  district: string;
  neighborhood?: string;
  address: string;
  phone: string;
  email: string;
  description: string;
  categoryIds: number[];
  hours: { weekdays: [string, string]; saturday: [string, string] | null; sunday: [string, string] | null };
  palette: [string, string];
  subServices: DemoSubService[];
  experts: DemoExpert[];
  faqs: [string, string][];
}

const beautyFaqs: [string, string][] = [
  [
    'Randevuma geç kalırsam ne olur?',
    '15 dakikaya kadar bekliyoruz; daha uzun gecikmelerde randevunuz bir sonraki uygun saate kaydırılabilir.',
  ],
  [
    'Randevumu nasıl iptal ederim?',
    'Üye iseniz Randevularım sayfasından tek tıkla iptal edebilirsiniz; misafir randevularında bizi telefonla arayın.',
  ],
  ['Ödemeyi nasıl yapabilirim?', 'Salonda nakit veya kredi kartı ile ödeme alıyoruz. Online ön ödeme gerekmez.'],
  [
    'Kullandığınız ürünler nelerdir?',
    'Profesyonel salon ürünleri kullanıyoruz; alerjiniz varsa randevu notuna yazmanız yeterli.',
  ],
];

const standard = {
  weekdays: ['09:00', '19:00'] as [string, string],
  saturday: ['10:00', '17:00'] as [string, string],
  sunday: null,
};

export const demoVenues: DemoVenue[] = [
  {
    name: 'Işıl Güzellik Salonu',
    cityId: 22,
    district: 'Merkez',
    address: 'Saraçlar Caddesi No: 18, Kat 1',
    phone: '2842125566',
    email: 'merhaba@isilguzellik.com',
    description:
      'Edirne merkezde, Selimiye Camii’ne beş dakika yürüme mesafesinde kadın kuaförü. Kesim, boya, fön ve cilt bakımında 12 yıllık deneyim.',
    categoryIds: [1],
    hours: standard,
    palette: ['#be185d', '#f97316'],
    subServices: [
      { serviceId: 101, name: 'Kadın Saç Kesimi', description: 'Yıkama, kesim ve fön', price: 450, duration: 60 },
      { serviceId: 101, name: 'Kısa Saç Kesimi', description: 'Omuz üstü saçlar için kesim ve fön', price: 350, duration: 45 },
      { serviceId: 102, name: 'Dip Boya', description: 'Saç diplerinde renk yenileme', price: 900, duration: 90, buffer: 10 },
      {
        serviceId: 102,
        name: 'Balyaj',
        description: 'El yapımı doğal geçişli açıcı uygulama',
        price: 2500,
        duration: 180,
        buffer: 15,
      },
      { serviceId: 103, name: 'Fön', description: 'Düz veya dalgalı fön', price: 250, duration: 30 },
      { serviceId: 107, name: 'Klasik Cilt Bakımı', description: 'Temizleme, peeling ve maske', price: 900, duration: 60 },
    ],
    experts: [
      {
        name: 'Işıl Aydın',
        specialization: 'Saç Tasarımı ve Renk',
        experienceYears: '12',
        bio: 'Salonun kurucusu; balyaj ve renk düzeltme uzmanı.',
        specialties: ['Balyaj', 'Renk Düzeltme', 'Kesim'],
        subServices: [0, 1, 2, 3, 4],
        saturday: true,
      },
      {
        name: 'Derya Koç',
        specialization: 'Kesim ve Fön',
        experienceYears: '6',
        bio: 'Kısa saç modelleri ve günlük şekillendirme.',
        specialties: ['Kesim', 'Fön'],
        subServices: [0, 1, 4],
        lunch: ['12:30', '13:30'],
      },
      {
        name: 'Sibel Tan',
        specialization: 'Cilt Bakımı',
        experienceYears: '9',
        bio: 'Medikal estetik sertifikalı cilt bakım uzmanı.',
        specialties: ['Cilt Bakımı', 'Peeling'],
        subServices: [5],
        saturday: true,
      },
    ],
    faqs: beautyFaqs,
  },
  {
    name: 'Selimiye Erkek Kuaförü',
    cityId: 22,
    district: 'Merkez',
    address: 'Talat Paşa Caddesi No: 41',
    phone: '2842133344',
    email: 'randevu@selimiyekuafor.com',
    description: 'Klasik ve modern erkek kesimleri, ustura ile sakal tıraşı ve sıcak havlu keyfi.',
    categoryIds: [1],
    hours: { weekdays: ['08:30', '20:00'], saturday: ['08:30', '20:00'], sunday: ['10:00', '16:00'] },
    palette: ['#1e3a8a', '#0ea5e9'],
    subServices: [
      {
        serviceId: 101,
        name: 'Erkek Saç Kesimi',
        description: 'Makas ve makine ile kesim, yıkama dahil',
        price: 300,
        duration: 30,
      },
      { serviceId: 101, name: 'Çocuk Saç Kesimi', description: '12 yaş altı', price: 200, duration: 30 },
      { serviceId: 104, name: 'Ustura ile Sakal Tıraşı', description: 'Sıcak havlu ve bakım yağı ile', price: 200, duration: 30 },
      { serviceId: 104, name: 'Saç ve Sakal Paketi', description: 'Kesim ve sakal tıraşı birlikte', price: 450, duration: 60 },
    ],
    experts: [
      {
        name: 'Mehmet Usta',
        specialization: 'Klasik Berberlik',
        experienceYears: '25',
        bio: 'Edirne’nin tanınan ustalarından.',
        specialties: ['Ustura', 'Klasik Kesim'],
        subServices: [0, 1, 2, 3],
        saturday: true,
      },
      {
        name: 'Emre Yıldız',
        specialization: 'Modern Kesimler',
        experienceYears: '5',
        bio: 'Fade ve modern erkek modelleri.',
        specialties: ['Fade', 'Skin Fade'],
        subServices: [0, 1, 3],
        saturday: true,
      },
    ],
    faqs: beautyFaqs.slice(0, 3),
  },
  {
    name: 'Meriç Spa ve Cilt Bakım',
    cityId: 22,
    district: 'Keşan',
    address: 'Cumhuriyet Meydanı No: 7',
    phone: '2847144455',
    email: 'info@mericspa.com',
    description: 'Cilt bakımı, masaj ve ağda hizmetleri sunan sakin bir güzellik merkezi.',
    categoryIds: [1, 3],
    hours: standard,
    palette: ['#047857', '#84cc16'],
    subServices: [
      { serviceId: 107, name: 'Hydrafacial', description: 'Derin temizlik ve nem bakımı', price: 1800, duration: 60 },
      { serviceId: 109, name: 'Tüm Bacak Ağda', description: 'Sir ağda ile', price: 600, duration: 45 },
      { serviceId: 305, name: 'İsveç Masajı', description: '50 dakikalık rahatlatıcı masaj', price: 1400, duration: 60 },
    ],
    experts: [
      {
        name: 'Gamze Şahin',
        specialization: 'Estetisyen',
        experienceYears: '10',
        bio: 'Cilt analizi ve kişiye özel bakım.',
        specialties: ['Hydrafacial', 'Ağda'],
        subServices: [0, 1],
        saturday: true,
      },
      {
        name: 'Okan Er',
        specialization: 'Masaj Terapisti',
        experienceYears: '7',
        bio: 'Spor ve klasik masaj.',
        specialties: ['Masaj'],
        subServices: [2],
      },
    ],
    faqs: beautyFaqs.slice(1),
  },
  {
    name: 'Edirne Pati Veteriner Kliniği',
    cityId: 22,
    district: 'Merkez',
    address: 'Hükümet Caddesi No: 22',
    phone: '2842140099',
    email: 'klinik@edirnepati.com',
    description: 'Kedi ve köpekler için muayene, aşı ve pet kuaför hizmetleri.',
    categoryIds: [5],
    hours: standard,
    palette: ['#7c2d12', '#f59e0b'],
    subServices: [
      { serviceId: 501, name: 'Kedi Muayenesi', description: 'Genel kontrol ve kilo takibi', price: 650, duration: 30 },
      { serviceId: 502, name: 'Karma Aşı', description: 'Yıllık karma aşı uygulaması', price: 700, duration: 20 },
      { serviceId: 503, name: 'Köpek Yıkama ve Tıraş', description: 'Küçük ve orta ırklar', price: 1000, duration: 90 },
    ],
    experts: [
      {
        name: 'Vet. Hek. Can Arslan',
        specialization: 'Küçük Hayvan Hekimliği',
        experienceYears: '11',
        bio: 'Kedi ve köpek dahiliyesi.',
        specialties: ['Dahiliye', 'Aşılama'],
        subServices: [0, 1],
        saturday: true,
      },
      {
        name: 'Buse Demir',
        specialization: 'Pet Kuaför',
        experienceYears: '4',
        bio: 'Sakin ve sabırlı bakım.',
        specialties: ['Tıraş', 'Yıkama'],
        subServices: [2],
      },
    ],
    faqs: [
      ['Aşı için randevu gerekli mi?', 'Bekleme olmaması için randevu öneriyoruz; acil durumlarda randevusuz da bakıyoruz.'],
      ['Pet kuaför ne kadar sürer?', 'Irka ve tüy yapısına göre 60-120 dakika sürer.'],
    ],
  },
  {
    name: 'Moda Saç Tasarım',
    cityId: 34,
    district: 'Kadıköy',
    neighborhood: 'Caferağa Mahallesi',
    address: 'Moda Caddesi No: 112',
    phone: '2163381020',
    email: 'moda@modasac.com',
    description: 'Kadıköy Moda’da butik saç stüdyosu: kesim, renk ve bakımda kişiye özel yaklaşım.',
    categoryIds: [1],
    hours: { weekdays: ['10:00', '20:00'], saturday: ['10:00', '20:00'], sunday: null },
    palette: ['#6d28d9', '#ec4899'],
    subServices: [
      { serviceId: 101, name: 'Kadın Saç Kesimi', description: 'Danışmanlık, kesim ve fön', price: 750, duration: 60 },
      { serviceId: 101, name: 'Erkek Saç Kesimi', description: 'Kesim ve şekillendirme', price: 450, duration: 45 },
      { serviceId: 102, name: 'Tüm Boya', description: 'Tek renk tüm saç boyama', price: 1800, duration: 120 },
      { serviceId: 103, name: 'Dalgalı Fön', description: 'Maşa veya fön ile dalga', price: 400, duration: 45 },
    ],
    experts: [
      {
        name: 'Zeynep Kaya',
        specialization: 'Renk Uzmanı',
        experienceYears: '14',
        bio: 'Londra’da renk eğitimi aldı.',
        specialties: ['Renk', 'Balyaj'],
        subServices: [0, 2, 3],
        saturday: true,
      },
      {
        name: 'Burak Çelik',
        specialization: 'Kesim',
        experienceYears: '8',
        bio: 'Kadın ve erkek kesimleri.',
        specialties: ['Kesim'],
        subServices: [0, 1, 3],
      },
      {
        name: 'Ece Güneş',
        specialization: 'Şekillendirme',
        experienceYears: '3',
        bio: 'Gelin ve özel gün saçları.',
        specialties: ['Topuz', 'Dalga'],
        subServices: [3],
        saturday: true,
      },
    ],
    faqs: beautyFaqs,
  },
  {
    name: 'Nişantaşı Beauty Lounge',
    cityId: 34,
    district: 'Şişli',
    address: 'Abdi İpekçi Caddesi No: 30',
    phone: '2122310505',
    email: 'lounge@nisantasibeauty.com',
    description: 'Manikür, pedikür, kaş-kirpik ve makyajda şehir merkezinde şık bir mola.',
    categoryIds: [1],
    hours: standard,
    palette: ['#9d174d', '#a855f7'],
    subServices: [
      { serviceId: 105, name: 'Kalıcı Oje Manikür', description: 'Tırnak bakımı ve kalıcı oje', price: 700, duration: 60 },
      { serviceId: 106, name: 'Spa Pedikür', description: 'Tuz banyosu ve bakım', price: 850, duration: 60 },
      { serviceId: 108, name: 'Kaş Laminasyonu', description: 'Kaş şekillendirme ve sabitleme', price: 900, duration: 45 },
      { serviceId: 110, name: 'Gece Makyajı', description: 'Özel gün makyajı', price: 2000, duration: 60 },
    ],
    experts: [
      {
        name: 'Melis Erdem',
        specialization: 'Tırnak Sanatı',
        experienceYears: '7',
        bio: 'Nail art ve protez tırnak.',
        specialties: ['Nail Art', 'Kalıcı Oje'],
        subServices: [0, 1],
        saturday: true,
      },
      {
        name: 'Aslı Korkmaz',
        specialization: 'Makyaj ve Kaş',
        experienceYears: '9',
        bio: 'Profesyonel makyaj artisti.',
        specialties: ['Makyaj', 'Kaş'],
        subServices: [2, 3],
        saturday: true,
      },
    ],
    faqs: beautyFaqs.slice(0, 3),
  },
  {
    name: 'Beşiktaş Berber Ahmet',
    cityId: 34,
    district: 'Beşiktaş',
    address: 'Çarşı, Köyiçi Sokak No: 4',
    phone: '2122584411',
    email: 'ahmet@berberahmet.com',
    description: 'Beşiktaş Çarşı’da 1998’den beri: kesim, sakal ve cilt bakımı.',
    categoryIds: [1],
    hours: { weekdays: ['09:00', '21:00'], saturday: ['09:00', '21:00'], sunday: ['11:00', '18:00'] },
    palette: ['#111827', '#dc2626'],
    subServices: [
      { serviceId: 101, name: 'Saç Kesimi', description: 'Yıkama dahil', price: 400, duration: 30 },
      { serviceId: 104, name: 'Sakal Tıraşı', description: 'Ustura ve sıcak havlu', price: 250, duration: 30 },
      { serviceId: 107, name: 'Erkek Cilt Bakımı', description: 'Siyah nokta temizliği ve maske', price: 500, duration: 30 },
    ],
    experts: [
      {
        name: 'Ahmet Yalçın',
        specialization: 'Berber',
        experienceYears: '26',
        bio: 'Dükkanın sahibi.',
        specialties: ['Klasik Kesim', 'Ustura'],
        subServices: [0, 1, 2],
        saturday: true,
      },
      {
        name: 'Serkan Öz',
        specialization: 'Berber',
        experienceYears: '9',
        bio: 'Modern kesimler.',
        specialties: ['Fade'],
        subServices: [0, 1],
        saturday: true,
      },
    ],
    faqs: beautyFaqs.slice(0, 2),
  },
  {
    name: 'Üsküdar Parlak Temizlik',
    cityId: 34,
    district: 'Üsküdar',
    address: 'Hakimiyeti Milliye Caddesi No: 55',
    phone: '2163417788',
    email: 'iletisim@parlaktemizlik.com',
    description: 'Ev, ofis ve inşaat sonrası temizlikte sigortalı, deneyimli ekipler.',
    categoryIds: [2],
    hours: { weekdays: ['08:00', '18:00'], saturday: ['08:00', '14:00'], sunday: null },
    palette: ['#0369a1', '#22d3ee'],
    subServices: [
      { serviceId: 201, name: '2+1 Ev Temizliği', description: 'İki kişilik ekip, 4 saat', price: 2200, duration: 240 },
      { serviceId: 203, name: 'Üçlü Koltuk Yıkama', description: 'Yerinde makineli yıkama', price: 1300, duration: 120 },
      { serviceId: 206, name: 'Cam Temizliği', description: 'Daire içi ve dışı camlar', price: 1000, duration: 120 },
    ],
    experts: [
      {
        name: 'Ekip A (Hatice ve Fatma)',
        specialization: 'Ev Temizliği',
        experienceYears: '8',
        bio: 'Detaylı ev temizliği ekibi.',
        specialties: ['Ev', 'Mutfak'],
        subServices: [0, 2],
        saturday: true,
      },
      {
        name: 'Ekip B (Murat)',
        specialization: 'Koltuk ve Halı',
        experienceYears: '5',
        bio: 'Makineli yıkama.',
        specialties: ['Koltuk Yıkama'],
        subServices: [1],
      },
    ],
    faqs: [
      ['Temizlik malzemelerini kim getiriyor?', 'Tüm malzeme ve ekipmanı ekibimiz getirir.'],
      ['Evde bulunmam gerekiyor mu?', 'İlk ziyarette bulunmanızı öneriyoruz; sonrasında anahtar teslimi ile çalışabiliriz.'],
    ],
  },
  {
    name: 'Ataşehir Fizyo Merkezi',
    cityId: 34,
    district: 'Ataşehir',
    address: 'Atatürk Mahallesi, Ataşehir Bulvarı No: 12',
    phone: '2164560011',
    email: 'randevu@atasehirfizyo.com',
    description: 'Fizyoterapi, masaj terapisi ve diyetisyen desteği bir arada.',
    categoryIds: [3],
    hours: standard,
    palette: ['#0f766e', '#38bdf8'],
    subServices: [
      { serviceId: 302, name: 'Bel-Boyun Fizyoterapisi', description: 'Manuel terapi ve egzersiz', price: 1300, duration: 60 },
      { serviceId: 301, name: 'İlk Diyetisyen Görüşmesi', description: 'Vücut analizi ve program', price: 1100, duration: 45 },
      { serviceId: 305, name: 'Medikal Masaj', description: 'Kas gevşetici masaj', price: 1200, duration: 60 },
    ],
    experts: [
      {
        name: 'Fzt. Deniz Aksoy',
        specialization: 'Fizyoterapist',
        experienceYears: '10',
        bio: 'Spor yaralanmaları.',
        specialties: ['Manuel Terapi'],
        subServices: [0, 2],
      },
      {
        name: 'Dyt. Selin Uçar',
        specialization: 'Diyetisyen',
        experienceYears: '6',
        bio: 'Sporcu ve kilo yönetimi.',
        specialties: ['Beslenme'],
        subServices: [1],
        saturday: true,
      },
    ],
    faqs: [['Doktor sevki gerekiyor mu?', 'Gerekmez; varsa raporlarınızı ilk seansa getirmeniz yeterli.']],
  },
  {
    name: 'Çankaya Güzellik Evi',
    cityId: 6,
    district: 'Çankaya',
    address: 'Tunalı Hilmi Caddesi No: 88',
    phone: '3124271122',
    email: 'info@cankayaguzellik.com',
    description: 'Tunalı’da saç, tırnak ve cilt bakımında güler yüzlü hizmet.',
    categoryIds: [1],
    hours: standard,
    palette: ['#b45309', '#f43f5e'],
    subServices: [
      { serviceId: 101, name: 'Kadın Saç Kesimi', description: 'Kesim ve fön', price: 500, duration: 60 },
      { serviceId: 105, name: 'Manikür', description: 'Klasik manikür', price: 350, duration: 45 },
      { serviceId: 109, name: 'Yüz Ağdası', description: 'Bölgesel ağda', price: 200, duration: 30 },
    ],
    experts: [
      {
        name: 'Hande Yurt',
        specialization: 'Kuaför',
        experienceYears: '11',
        bio: 'Kesim ve fön.',
        specialties: ['Kesim'],
        subServices: [0],
        saturday: true,
      },
      {
        name: 'Nur Başaran',
        specialization: 'Güzellik Uzmanı',
        experienceYears: '5',
        bio: 'Manikür ve ağda.',
        specialties: ['Manikür', 'Ağda'],
        subServices: [1, 2],
      },
    ],
    faqs: beautyFaqs.slice(0, 3),
  },
  {
    name: 'Kızılay Özel Ders Akademi',
    cityId: 6,
    district: 'Çankaya',
    address: 'Ziya Gökalp Caddesi No: 15, Kat 3',
    phone: '3124355566',
    email: 'kayit@kizilayakademi.com',
    description: 'LGS, YKS ve dil sınavlarına birebir hazırlık.',
    categoryIds: [4],
    hours: { weekdays: ['14:00', '21:00'], saturday: ['09:00', '18:00'], sunday: ['10:00', '16:00'] },
    palette: ['#1d4ed8', '#a3e635'],
    subServices: [
      { serviceId: 401, name: 'LGS Matematik', description: 'Birebir 60 dakika', price: 750, duration: 60 },
      { serviceId: 402, name: 'IELTS Speaking', description: 'Konuşma pratiği', price: 850, duration: 60 },
    ],
    experts: [
      {
        name: 'Ali Rıza Tekin',
        specialization: 'Matematik Öğretmeni',
        experienceYears: '15',
        bio: 'Derece yaptıran öğretmen.',
        specialties: ['LGS', 'YKS'],
        subServices: [0],
        saturday: true,
      },
      {
        name: 'Jennifer Akın',
        specialization: 'İngilizce Eğitmeni',
        experienceYears: '8',
        bio: 'CELTA sertifikalı.',
        specialties: ['IELTS', 'Speaking'],
        subServices: [1],
        saturday: true,
      },
    ],
    faqs: [['Deneme dersi var mı?', 'İlk 30 dakikalık tanışma dersi ücretsizdir.']],
  },
  {
    name: 'Alsancak Nail Studio',
    cityId: 35,
    district: 'Konak',
    address: 'Kıbrıs Şehitleri Caddesi No: 140',
    phone: '2324210909',
    email: 'hello@alsancaknail.com',
    description: 'Alsancak’ta tırnak tasarımı, manikür ve pedikür stüdyosu.',
    categoryIds: [1],
    hours: { weekdays: ['10:00', '20:00'], saturday: ['10:00', '20:00'], sunday: null },
    palette: ['#db2777', '#fbbf24'],
    subServices: [
      { serviceId: 105, name: 'Jel Tırnak', description: 'Jel uzatma ve tasarım', price: 1100, duration: 90 },
      { serviceId: 105, name: 'Kalıcı Oje', description: 'Temel bakım ve kalıcı oje', price: 600, duration: 60 },
      { serviceId: 106, name: 'Pedikür', description: 'Klasik pedikür', price: 650, duration: 60 },
    ],
    experts: [
      {
        name: 'Dilara Ak',
        specialization: 'Nail Artist',
        experienceYears: '6',
        bio: 'Minimal tasarımlar.',
        specialties: ['Jel', 'Nail Art'],
        subServices: [0, 1, 2],
        saturday: true,
      },
      {
        name: 'Pelin Oral',
        specialization: 'Manikürist',
        experienceYears: '3',
        bio: 'Kalıcı oje uzmanı.',
        specialties: ['Kalıcı Oje'],
        subServices: [1, 2],
      },
    ],
    faqs: beautyFaqs.slice(0, 3),
  },
  {
    name: 'Karşıyaka Teknik Servis',
    cityId: 35,
    district: 'Karşıyaka',
    address: 'Girne Bulvarı No: 210',
    phone: '2323641212',
    email: 'servis@karsiyakateknik.com',
    description: 'Kombi, klima ve beyaz eşya servisinde aynı gün randevu.',
    categoryIds: [6],
    hours: { weekdays: ['08:00', '18:00'], saturday: ['09:00', '15:00'], sunday: null },
    palette: ['#334155', '#f97316'],
    subServices: [
      { serviceId: 601, name: 'Kombi Yıllık Bakım', description: 'Bakım ve baca gazı ölçümü', price: 1400, duration: 90 },
      { serviceId: 602, name: 'Klima Bakımı', description: 'Filtre temizliği ve gaz kontrolü', price: 1200, duration: 60 },
      { serviceId: 603, name: 'Çamaşır Makinesi Arıza Tespiti', description: 'Yerinde tespit', price: 700, duration: 60 },
    ],
    experts: [
      {
        name: 'Teknisyen Kemal Aras',
        specialization: 'Isıtma Sistemleri',
        experienceYears: '18',
        bio: 'Yetkili kombi servisi deneyimi.',
        specialties: ['Kombi', 'Petek'],
        subServices: [0, 1],
        saturday: true,
      },
      {
        name: 'Teknisyen Onur Sarı',
        specialization: 'Beyaz Eşya',
        experienceYears: '7',
        bio: 'Tüm markalar.',
        specialties: ['Çamaşır Makinesi'],
        subServices: [2],
      },
    ],
    faqs: [['Parça ücreti fiyata dahil mi?', 'Hayır; değişen parçalar onayınız alınarak ayrıca ücretlendirilir.']],
  },
  {
    name: 'Bornova Pati Kuaför',
    cityId: 35,
    district: 'Bornova',
    address: 'Kazımdirik Mahallesi, 372. Sokak No: 9',
    phone: '2323437070',
    email: 'bilgi@bornovapati.com',
    description: 'Kedi ve köpekler için stressiz bakım ve veteriner kontrolü.',
    categoryIds: [5],
    hours: standard,
    palette: ['#65a30d', '#0ea5e9'],
    subServices: [
      { serviceId: 503, name: 'Kedi Bakımı', description: 'Yıkama, tarama ve tırnak', price: 800, duration: 60 },
      { serviceId: 501, name: 'Genel Muayene', description: 'Kontrol ve danışmanlık', price: 600, duration: 30 },
    ],
    experts: [
      {
        name: 'Vet. Hek. Ayten Kurt',
        specialization: 'Veteriner Hekim',
        experienceYears: '12',
        bio: 'Kedi dostu klinik sertifikası.',
        specialties: ['Kedi Sağlığı'],
        subServices: [1],
        saturday: true,
      },
      {
        name: 'Cem Uysal',
        specialization: 'Pet Kuaför',
        experienceYears: '5',
        bio: 'Uzun tüylü ırklar.',
        specialties: ['Tarama', 'Yıkama'],
        subServices: [0],
      },
    ],
    faqs: [['Kedim çok stresli, ne yapmalıyım?', 'Sakin saatlerde randevu verip feromon difüzörlü odada çalışıyoruz.']],
  },
  {
    name: 'Bahçelievler Oto Kuaför',
    cityId: 6,
    district: 'Çankaya',
    address: 'Bahçelievler, 7. Cadde No: 60',
    phone: '3122156060',
    email: 'oto@bahcelievlerotokuafor.com',
    description: 'İç-dış yıkama, detaylı temizlik ve seramik kaplama.',
    categoryIds: [8],
    hours: { weekdays: ['08:00', '19:00'], saturday: ['08:00', '19:00'], sunday: ['10:00', '17:00'] },
    palette: ['#0f172a', '#22c55e'],
    subServices: [
      { serviceId: 801, name: 'İç Dış Yıkama', description: 'Köpüklü yıkama ve süpürme', price: 450, duration: 45 },
      { serviceId: 802, name: 'Detaylı İç Temizlik', description: 'Koltuk ve tavan yıkama', price: 2500, duration: 180 },
    ],
    experts: [
      {
        name: 'Usta Hakan Bilgin',
        specialization: 'Detaylı Temizlik',
        experienceYears: '10',
        bio: 'Araç detay uzmanı.',
        specialties: ['Detaylı Temizlik', 'Seramik'],
        subServices: [0, 1],
        saturday: true,
      },
    ],
    faqs: [['Ne kadar sürede teslim ediyorsunuz?', 'Yıkama 45 dakika, detaylı temizlik yaklaşık 3 saat sürer.']],
  },
];
