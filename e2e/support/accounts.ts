/** Seeded on the API's first start when SEED_DEMO=true (apps/api/src/db/seed/demo.ts). */
export const demoUser = { email: 'demo@randevu.com.tr', password: 'Demo.Kullanici1', firstName: 'Deniz' } as const;
export const demoOwner = {
  email: 'isletme@randevu.com.tr',
  password: 'Demo.Isletme1',
  businessName: 'Randevu Demo İşletmeleri',
} as const;

let counter = 0;
/** An address no earlier test (or run against the same server) has used. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}
