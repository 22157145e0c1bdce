import { randomUUID } from 'node:crypto';
import type { App } from '../src/app';
import type { User } from '@randevu/contracts';

export const uniqueEmail = (prefix = 'kisi') => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'Gizli.Sifre123';

export interface Session {
  token: string;
  user: User;
  headers: { authorization: string };
}

async function expectSession(res: Awaited<ReturnType<App['inject']>>): Promise<Session> {
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`auth failed ${res.statusCode}: ${res.body}`);
  const { data } = res.json() as { data: { token: string; user: User } };
  return { token: data.token, user: data.user, headers: { authorization: `Bearer ${data.token}` } };
}

export async function registerUser(app: App, overrides: Record<string, unknown> = {}): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: uniqueEmail('ayse'),
      phone: '5321234567',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...overrides,
    },
  });
  return expectSession(res);
}

export async function registerOwner(app: App, overrides: Record<string, unknown> = {}): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register-business',
    payload: {
      business_name: 'Işıl Güzellik Salonu',
      email: uniqueEmail('isletme'),
      phone: '2125550000',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...overrides,
    },
  });
  return expectSession(res);
}
