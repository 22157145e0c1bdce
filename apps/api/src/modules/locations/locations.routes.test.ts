import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /cities', () => {
  it('lists all 81 provinces with plate-code ids, under /api and the spec path', async () => {
    for (const url of ['/cities', '/api/cities']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toHaveLength(81);
      expect(data).toContainEqual({ id: 34, name: 'İstanbul' });
      expect(data).toContainEqual({ id: 22, name: 'Edirne' });
      expect(data).toContainEqual({ id: 6, name: 'Ankara' });
    }
  });

  it('sorts in Turkish alphabetical order (Çanakkale after Bursa, İzmir after Iğdır, Şanlıurfa after Sivas)', async () => {
    const names: string[] = (await t.app.inject({ method: 'GET', url: '/api/cities' }))
      .json()
      .data.map((c: { name: string }) => c.name);
    const at = (n: string) => names.indexOf(n);
    expect(at('Bursa')).toBeLessThan(at('Çanakkale'));
    expect(at('Çanakkale')).toBeLessThan(at('Denizli'));
    expect(at('Iğdır')).toBeLessThan(at('İstanbul'));
    expect(at('İzmir')).toBeLessThan(at('Kahramanmaraş'));
    expect(at('Sivas')).toBeLessThan(at('Şanlıurfa'));
    expect(at('Şırnak')).toBeLessThan(at('Tekirdağ'));
    expect(names[0]).toBe('Adana');
    expect(names.at(-1)).toBe('Zonguldak');
  });
});

describe('GET /api/districts/:cityId', () => {
  it("lists İstanbul's 39 districts in Turkish order", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/districts/34' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; city_id: number; name: string }[];
    expect(data).toHaveLength(39);
    expect(data.every((d) => d.city_id === 34)).toBe(true);
    const names = data.map((d) => d.name);
    expect(names.indexOf('Büyükçekmece')).toBeLessThan(names.indexOf('Çatalca'));
    expect(names.indexOf('Sultangazi')).toBeLessThan(names.indexOf('Şile'));
    expect(names).toContain('Kadıköy');
  });

  it('answers 404 in Turkish for an unknown city and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/districts/99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: messages.locations.cityNotFound });
    const bad = await t.app.inject({ method: 'GET', url: '/api/districts/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: messages.locations.invalidId });
  });
});

describe('GET /api/neighborhoods/:districtId', () => {
  it('lists the neighbourhoods of Kadıköy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/neighborhoods/3423' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; district_id: number; name: string }[];
    expect(data.length).toBeGreaterThan(10);
    expect(data.every((n) => n.district_id === 3423)).toBe(true);
    expect(data.map((n) => n.name)).toContain('Caferağa Mahallesi');
  });

  it('answers 404 for an unknown district', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/neighborhoods/1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.locations.districtNotFound);
  });
});
