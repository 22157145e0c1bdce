/**
 * The category catalogue: sectors of docs/product.md#who-it-serves with a realistic Turkish service list.
 * Ids are fixed (category 1 is Güzellik, the default search) so URLs and demo data stay stable.
 * Prices are in kuruş (35000 = 350,00 ₺).
 */
export interface CatalogueService {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  priceKurus: number;
}
export interface CatalogueCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  services: CatalogueService[];
}

const s = (id: number, name: string, description: string, durationMinutes: number, priceLira: number): CatalogueService => ({
  id,
  name,
  description,
  durationMinutes,
  priceKurus: priceLira * 100,
});

export const catalogue: CatalogueCategory[] = [
  {
    id: 1,
    slug: 'guzellik',
    name: 'Güzellik',
    description: 'Kuaför, berber, güzellik ve bakım salonları',
    services: [
      s(101, 'Saç Kesimi', 'Yıkama, kesim ve fön dahil saç kesimi', 45, 350),
      s(102, 'Saç Boyama', 'Dip boya, tüm boya ve renk yenileme', 120, 1200),
      s(103, 'Fön ve Şekillendirme', 'Fön, maşa veya düzleştirici ile şekillendirme', 30, 250),
      s(104, 'Sakal Tıraşı', 'Ustura ile sakal tıraşı ve şekillendirme', 30, 200),
      s(105, 'Manikür', 'Tırnak bakımı, şekillendirme ve oje', 45, 400),
      s(106, 'Pedikür', 'Ayak bakımı, tırnak kesimi ve oje', 60, 500),
      s(107, 'Cilt Bakımı', 'Temizleme, peeling ve maske ile klasik cilt bakımı', 60, 900),
      s(108, 'Kaş ve Kirpik', 'Kaş alımı, kaş laminasyonu ve kirpik lifting', 30, 300),
      s(109, 'Ağda', 'Sir ağda veya sıcak ağda ile bölgesel epilasyon', 45, 450),
      s(110, 'Makyaj', 'Günlük, gece veya gelin makyajı', 60, 1500),
      // Migration 0028 adds these six to a catalogue already loaded (same ids and values).
      s(111, 'Gelin Başı', 'Gelin saçı topuz ve şekillendirme, prova dahil', 120, 3000),
      s(112, 'Protez Tırnak', 'Jel veya akrilik protez tırnak uygulaması', 90, 1100),
      s(113, 'Kalıcı Oje', 'Tırnak bakımı ve kalıcı oje uygulaması', 45, 500),
      s(114, 'Keratin Bakımı', 'Keratin ile saç düzleştirme ve bakım', 150, 2500),
      s(115, 'Lazer Epilasyon', 'Bölgesel lazer epilasyon seansı', 30, 800),
      s(116, 'Kaş Laminasyonu', 'Kaş laminasyonu ve şekillendirme', 45, 600),
    ],
  },
  {
    id: 2,
    slug: 'temizlik',
    name: 'Temizlik',
    description: 'Ev, ofis ve araç içi temizlik hizmetleri',
    services: [
      s(201, 'Ev Temizliği', 'Genel ev temizliği, banyo ve mutfak dahil', 240, 1800),
      s(202, 'Ofis Temizliği', 'Çalışma alanı, ortak alan ve mutfak temizliği', 180, 2000),
      s(203, 'Koltuk Yıkama', 'Yerinde koltuk ve kanepe yıkama', 120, 1200),
      s(204, 'Halı Yıkama', 'Halı yıkama, kurutma ve teslim', 60, 600),
      s(205, 'İnşaat Sonrası Temizlik', 'Boya, toz ve moloz sonrası detaylı temizlik', 360, 4500),
      s(206, 'Cam Temizliği', 'İç ve dış cam, çerçeve ve pervaz temizliği', 120, 900),
    ],
  },
  {
    id: 3,
    slug: 'saglik',
    name: 'Sağlık',
    description: 'Diyetisyen, fizyoterapi, psikolojik danışmanlık ve klinikler',
    services: [
      s(301, 'Diyetisyen Görüşmesi', 'Vücut analizi ve kişiye özel beslenme programı', 45, 1000),
      s(302, 'Fizyoterapi Seansı', 'Manuel terapi ve egzersiz programı', 60, 1200),
      s(303, 'Psikolojik Danışmanlık', 'Bireysel terapi seansı', 50, 1800),
      s(304, 'Diş Kontrolü', 'Genel muayene ve diş taşı temizliği', 30, 800),
      s(305, 'Masaj Terapisi', 'Klasik ve medikal masaj', 60, 1100),
    ],
  },
  {
    id: 4,
    slug: 'egitim',
    name: 'Eğitim',
    description: 'Özel ders, kurs ve etüt merkezleri',
    services: [
      s(401, 'Matematik Özel Ders', 'Ortaokul, lise ve sınav hazırlık', 60, 700),
      s(402, 'İngilizce Özel Ders', 'Konuşma, gramer ve sınav hazırlık', 60, 750),
      s(403, 'Piyano Dersi', 'Başlangıç ve ileri seviye piyano', 45, 800),
      s(404, 'Yüzme Dersi', 'Çocuk ve yetişkin yüzme eğitimi', 45, 600),
      s(405, 'Kodlama Atölyesi', 'Çocuklar için blok tabanlı ve Python kodlama', 90, 900),
    ],
  },
  {
    id: 5,
    slug: 'veteriner',
    name: 'Veteriner',
    description: 'Veteriner klinikleri ve evcil hayvan bakımı',
    services: [
      s(501, 'Genel Muayene', 'Kedi ve köpekler için genel sağlık kontrolü', 30, 700),
      s(502, 'Aşılama', 'Karma, kuduz ve iç-dış parazit uygulaması', 20, 600),
      s(503, 'Pet Kuaför', 'Yıkama, tüy kesimi ve tırnak bakımı', 90, 900),
      s(504, 'Kısırlaştırma Ön Görüşme', 'Operasyon öncesi muayene ve kan tahlili', 30, 800),
    ],
  },
  {
    id: 6,
    slug: 'teknik',
    name: 'Teknik Servis',
    description: 'Beyaz eşya, elektronik, tesisat ve klima servisleri',
    services: [
      s(601, 'Kombi Bakımı', 'Yıllık kombi bakımı ve petek temizliği', 90, 1500),
      s(602, 'Klima Montajı ve Bakımı', 'Montaj, gaz kontrolü ve filtre temizliği', 120, 1800),
      s(603, 'Beyaz Eşya Tamiri', 'Çamaşır, bulaşık makinesi ve buzdolabı arıza tespiti', 60, 800),
      s(604, 'Elektrik Tesisatı', 'Priz, sigorta ve aydınlatma arızaları', 60, 900),
      s(605, 'Bilgisayar Tamiri', 'Format, donanım değişimi ve veri kurtarma', 60, 750),
    ],
  },
  {
    id: 7,
    slug: 'danismanlik',
    name: 'Danışmanlık',
    description: 'Hukuk, mali müşavirlik ve kariyer danışmanlığı',
    services: [
      s(701, 'Hukuki Danışmanlık', 'Avukat ile ön görüşme', 60, 2500),
      s(702, 'Mali Müşavirlik Görüşmesi', 'Vergi, şirket kuruluşu ve beyanname danışmanlığı', 60, 2000),
      s(703, 'Kariyer Koçluğu', 'Özgeçmiş, mülakat ve kariyer planlama', 60, 1500),
    ],
  },
  {
    id: 8,
    slug: 'arac-bakim',
    name: 'Araç Bakım',
    description: 'Oto yıkama, lastik, periyodik bakım ve detaylı temizlik',
    services: [
      s(801, 'İç Dış Yıkama', 'Köpüklü dış yıkama ve iç süpürme', 45, 450),
      s(802, 'Detaylı Temizlik', 'Koltuk yıkama, torpido bakımı ve motor temizliği', 180, 2500),
      s(803, 'Lastik Değişimi', 'Mevsimlik lastik değişimi ve balans', 45, 800),
      s(804, 'Periyodik Bakım', 'Yağ, filtre ve genel kontrol', 120, 3500),
      s(805, 'Seramik Kaplama', 'Boya koruma ve seramik kaplama', 300, 9000),
    ],
  },
];
