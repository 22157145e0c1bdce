/**
 * `messages.locations` of the catalogue (messages.ts): the Turkish texts of the locations domain (decision 018, 022).
 */
export const locationsMessages = {
  citiesFailed: 'Şehirler yüklenirken bir hata oluştu.',
  categoriesFailed: 'Kategoriler yüklenirken bir hata oluştu.',
  districtsFailed: 'İlçeler yüklenirken bir hata oluştu.',
  neighborhoodsFailed: 'Mahalleler yüklenirken bir hata oluştu.',
  cityNotFound: 'Şehir bulunamadı.',
  districtNotFound: 'İlçe bulunamadı.',
  categoryNotFound: 'Kategori bulunamadı.',
  invalidId: 'Geçersiz kimlik.',
} as const;
