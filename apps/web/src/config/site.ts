/** Public contact details and social accounts shown in the footer and on the legal pages. */
export const site = {
  name: 'Randevu',
  email: 'destek@randevu.com.tr',
  phone: '+90 850 123 45 67',
  phoneHref: 'tel:+908501234567',
  /** NOTE: placeholders until the company's real accounts exist; update the addresses here only. */
  social: {
    instagram: 'https://www.instagram.com/randevu',
    facebook: 'https://www.facebook.com/randevu',
    x: 'https://x.com/randevu',
    linkedin: 'https://www.linkedin.com/company/randevu',
    youtube: 'https://www.youtube.com/@randevu',
  },
} as const;
