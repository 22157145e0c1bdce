import { describe, expect, it } from 'vitest';
import { pgConnectionEnv } from './pg-connection-env';

describe('pgConnectionEnv', () => {
  it('moves the password and every other part of the URL into PG* variables, the database name alone stays', () => {
    const { env, dbname } = pgConnectionEnv(
      'postgres://randevu:s%C3%BCper%3Agizli@db.example:6432/randevu_prod?sslmode=require',
      {
        PATH: '/usr/bin',
        PGPASSWORD: 'from-the-shell',
      },
    );
    expect(dbname).toBe('randevu_prod');
    expect(env).toEqual({
      PATH: '/usr/bin',
      PGHOST: 'db.example',
      PGPORT: '6432',
      PGUSER: 'randevu',
      PGPASSWORD: 'süper:gizli',
      PGDATABASE: 'randevu_prod',
      PGSSLMODE: 'require',
    });
  });

  it('takes a socket folder from ?host= and defaults the database to the user', () => {
    const { env, dbname } = pgConnectionEnv('postgresql://postgres@localhost/?host=/var/run/postgresql', {});
    expect(dbname).toBe('postgres');
    expect(env).toMatchObject({ PGHOST: '/var/run/postgresql', PGUSER: 'postgres', PGDATABASE: 'postgres' });
    expect(env.PGPASSWORD).toBeUndefined();
  });

  it('refuses a parameter it cannot pass on rather than dropping it', () => {
    expect(() => pgConnectionEnv('postgres://u@h/d?target_session_attrs=read-write', {})).toThrow(/target_session_attrs/);
    expect(() => pgConnectionEnv('mysql://u@h/d', {})).toThrow(/postgres/);
  });
});
