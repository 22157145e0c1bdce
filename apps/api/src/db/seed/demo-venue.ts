/** The shape of a demo venue (prices in lira, converted to kuruş on insert) and what several venues share. */
export interface DemoSubService {
  serviceId: number;
  name: string;
  description: string;
  price: number;
  duration: number;
  /** Minutes the expert needs after it, e.g. to clean the chair after a colour. */
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
  /** A daily break on the working weekdays. */
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

export const beautyFaqs: [string, string][] = [
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

export const standard = {
  weekdays: ['09:00', '19:00'] as [string, string],
  saturday: ['10:00', '17:00'] as [string, string],
  sunday: null,
};
