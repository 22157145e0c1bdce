/**
 * Centres of Turkey's 81 provinces (the provincial capital's town centre), keyed by plate code, which
 * is also the city id of the location tables. Used only in the browser to suggest the nearest province
 * from the device position; nothing is sent anywhere (docs/decisions/014).
 */
export const CITY_CENTRES: Readonly<Record<number, readonly [lat: number, lon: number]>> = {
  1: [37.0, 35.3213], // Adana
  2: [37.7648, 38.2786], // Adıyaman
  3: [38.7507, 30.5567], // Afyonkarahisar
  4: [39.7191, 43.0503], // Ağrı
  5: [40.6499, 35.8353], // Amasya
  6: [39.9334, 32.8597], // Ankara
  7: [36.8969, 30.7133], // Antalya
  8: [41.1828, 41.8183], // Artvin
  9: [37.856, 27.8416], // Aydın
  10: [39.6484, 27.8826], // Balıkesir
  11: [40.1419, 29.9793], // Bilecik
  12: [38.8847, 40.4939], // Bingöl
  13: [38.4006, 42.1095], // Bitlis
  14: [40.735, 31.6061], // Bolu
  15: [37.7203, 30.2908], // Burdur
  16: [40.1826, 29.0665], // Bursa
  17: [40.1553, 26.4142], // Çanakkale
  18: [40.6013, 33.6134], // Çankırı
  19: [40.5506, 34.9556], // Çorum
  20: [37.7765, 29.0864], // Denizli
  21: [37.9144, 40.2306], // Diyarbakır
  22: [41.6771, 26.5557], // Edirne
  23: [38.681, 39.2264], // Elazığ
  24: [39.75, 39.5], // Erzincan
  25: [39.9043, 41.2679], // Erzurum
  26: [39.7767, 30.5206], // Eskişehir
  27: [37.0662, 37.3833], // Gaziantep
  28: [40.9128, 38.3895], // Giresun
  29: [40.4386, 39.5086], // Gümüşhane
  30: [37.5744, 43.7408], // Hakkari
  31: [36.2021, 36.16], // Hatay (Antakya)
  32: [37.7648, 30.5566], // Isparta
  33: [36.8121, 34.6415], // Mersin
  34: [41.0082, 28.9784], // İstanbul
  35: [38.4237, 27.1428], // İzmir
  36: [40.6013, 43.0975], // Kars
  37: [41.3887, 33.7827], // Kastamonu
  38: [38.7312, 35.4787], // Kayseri
  39: [41.7333, 27.2167], // Kırklareli
  40: [39.1425, 34.1709], // Kırşehir
  41: [40.7654, 29.9408], // Kocaeli (İzmit)
  42: [37.8746, 32.4932], // Konya
  43: [39.4242, 29.9833], // Kütahya
  44: [38.3552, 38.3095], // Malatya
  45: [38.6191, 27.4289], // Manisa
  46: [37.5858, 36.9371], // Kahramanmaraş
  47: [37.3212, 40.7245], // Mardin
  48: [37.2153, 28.3636], // Muğla
  49: [38.9462, 41.7539], // Muş
  50: [38.6244, 34.7239], // Nevşehir
  51: [37.9667, 34.6833], // Niğde
  52: [40.9839, 37.8764], // Ordu
  53: [41.0201, 40.5234], // Rize
  54: [40.7569, 30.3783], // Sakarya (Adapazarı)
  55: [41.2928, 36.3313], // Samsun
  56: [37.9333, 41.95], // Siirt
  57: [42.0231, 35.1531], // Sinop
  58: [39.7477, 37.0179], // Sivas
  59: [40.9833, 27.5167], // Tekirdağ
  60: [40.3167, 36.55], // Tokat
  61: [41.0015, 39.7178], // Trabzon
  62: [39.1079, 39.5401], // Tunceli
  63: [37.1591, 38.7969], // Şanlıurfa
  64: [38.6823, 29.4082], // Uşak
  65: [38.4891, 43.4089], // Van
  66: [39.8181, 34.8147], // Yozgat
  67: [41.4564, 31.7987], // Zonguldak
  68: [38.3687, 34.037], // Aksaray
  69: [40.2552, 40.2249], // Bayburt
  70: [37.1759, 33.2287], // Karaman
  71: [39.8468, 33.5153], // Kırıkkale
  72: [37.8812, 41.1351], // Batman
  73: [37.5164, 42.4611], // Şırnak
  74: [41.6344, 32.3375], // Bartın
  75: [41.1105, 42.7022], // Ardahan
  76: [39.9237, 44.045], // Iğdır
  77: [40.655, 29.2769], // Yalova
  78: [41.2061, 32.6204], // Karabük
  79: [36.7184, 37.1212], // Kilis
  80: [37.0742, 36.2478], // Osmaniye
  81: [40.8438, 31.1565], // Düzce
};

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The plate code of the province whose centre is nearest to the point; null for a non-finite point. */
export function nearestCity(lat: number, lon: number): number | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  let best: number | null = null;
  let bestKm = Infinity;
  for (const [plate, [pLat, pLon]] of Object.entries(CITY_CENTRES)) {
    const km = haversineKm(lat, lon, pLat, pLon);
    if (km < bestKm) {
      bestKm = km;
      best = Number(plate);
    }
  }
  return best;
}
