import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { useAuthSuite, validUser } from './auth.test-suite';

/**
 * Decision 057: an account's name is checked as a guest's is (letters, marks, apostrophes, dots, spaces, hyphens),
 * since it reaches the owner's customer list and CSV export as the customer's name.
 */
const app = useAuthSuite();

describe('POST /register: the names', () => {
  it.each([
    ['first_name', 'Veli,=1+1', 'Ad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
    ['first_name', '=HYPERLINK("x")', 'Ad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
    ['first_name', '@SUM(A1)', 'Ad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
    ['last_name', 'Kaya;+1', 'Soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
    ['last_name', 'Yılmaz 2', 'Soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
    ['last_name', '-Kaya', 'Soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir.'],
  ])('refuses %s %j with 400 and the Turkish text, creating nothing', async (field, value, message) => {
    const body = { ...validUser(), [field]: value };
    const res = await app.t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await app.t.db.select().from(users).where(eq(users.email, body.email.toLowerCase()))).toHaveLength(0);
  });

  it.each([
    ["O'Neil", 'Ayşe-Nur'],
    ['Çağrı Can', 'Öztürk Şahin'],
    ['M.', 'Güneş'],
  ])('accepts %s %s', async (first, last) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...validUser(), first_name: first, last_name: last },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user).toMatchObject({ first_name: first, last_name: last });
  });
});
