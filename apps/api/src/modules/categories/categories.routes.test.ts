import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /categories', () => {
  it('lists the sectors with Güzellik as id 1, under /api and the spec path', async () => {
    for (const url of ['/categories', '/api/categories']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { id: number; name: string }[];
      expect(data[0]).toMatchObject({ id: 1, name: 'Güzellik', slug: 'guzellik' });
      expect(data.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Güzellik', 'Temizlik', 'Sağlık', 'Eğitim', 'Veteriner', 'Teknik Servis']),
      );
    }
  });
});

describe('GET /api/categories/:id/services', () => {
  it('lists the catalogue services of a category with duration and price in lira', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/1/services' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toContainEqual({
      id: 101,
      category_id: 1,
      name: 'Saç Kesimi',
      description: expect.any(String),
      duration_minutes: 45,
      price: 350,
    });
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/999/services' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.locations.categoryNotFound });
  });
});
