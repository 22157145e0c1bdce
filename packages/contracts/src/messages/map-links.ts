/**
 * `messages.mapLinks` of the catalogue (messages.ts): a venue's address and the links that open it in a map app or
 * route to it (decision 080), on the pages after booking and in e-mails.
 */
export const mapLinksMessages = {
  address: 'Adres',
  directions: 'Yol tarifi',
  google: 'Google Haritalar',
  apple: 'Apple Haritalar',
  yandex: 'Yandex Haritalar',
  label: 'Haritada aç',
} as const;
