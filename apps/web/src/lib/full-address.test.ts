import { describe, expect, it } from 'vitest';
import { fullAddress } from './full-address';

const moda = {
  address: 'Moda Caddesi No: 112',
  neighborhood: { name: 'Caferağa Mahallesi' },
  district: { name: 'Kadıköy' },
  city: { name: 'İstanbul' },
};

describe('fullAddress', () => {
  it('joins the street, the neighbourhood and district/city', () => {
    expect(fullAddress(moda)).toBe('Moda Caddesi No: 112, Caferağa Mahallesi, Kadıköy/İstanbul');
  });

  it('does not repeat a part the street address already names, whatever its case', () => {
    expect(fullAddress({ ...moda, address: 'Moda Caddesi No: 112 KADIKÖY' })).toBe(
      'Moda Caddesi No: 112 KADIKÖY, Caferağa Mahallesi, İstanbul',
    );
    expect(fullAddress({ ...moda, address: 'Caferağa Mahallesi Moda Cd. 112, Kadıköy / İstanbul' })).toBe(
      'Caferağa Mahallesi Moda Cd. 112, Kadıköy / İstanbul',
    );
  });

  it('is the street address alone when nothing else is known', () => {
    expect(fullAddress({ address: ' Saraçlar Caddesi No: 12 ' })).toBe('Saraçlar Caddesi No: 12');
  });
});
