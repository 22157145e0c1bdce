/**
 * `messages.venueImages` of the catalogue (messages.ts): the Turkish texts of the venueImages domain (decision 018, 022).
 */
export const venueImagesMessages = {
  unsupportedType: 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.',
  tooLarge: 'Görsel en fazla 10 MB olabilir.',
  tooManyPixels: 'Görselin çözünürlüğü çok yüksek (en fazla 25 megapiksel, örneğin 5000 × 5000).',
  busy: 'Şu anda çok sayıda görsel işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  uploadRateLimited: 'Bir saat içinde çok fazla görsel yüklediniz. Lütfen daha sonra tekrar deneyin.',
  notMultipart: 'Görsel, dosya yükleme formuyla (multipart/form-data) gönderilmelidir.',
  fileRequired: 'Lütfen bir görsel seçin.',
  tooManyParts: 'Tek seferde bir görsel yükleyebilirsiniz.',
  malformedUpload: 'Yükleme formu okunamadı. Lütfen görseli yeniden seçip tekrar deneyin.',
  typeInvalid: 'Görsel türü profil (profile) veya galeri (gallery) olmalıdır.',
  altTooLong: 'Açıklama metni en fazla 200 karakter olabilir.',
  sortOrderInvalid: 'Sıra numarası 0 veya daha büyük bir tam sayı olmalıdır.',
  galleryFull: 'Galeriye en fazla 30 görsel eklenebilir. Yeni görsel için önce bir görseli silin.',
  notFound: 'Görsel bulunamadı.',
} as const;
