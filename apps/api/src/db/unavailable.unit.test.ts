import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const pgError = (code: string) => Object.assign(new Error('server said no'), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an unknown host', Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' })],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a connection the server closed', new Error('Connection terminated unexpectedly')],
    ['a connection ended by its timeout', new Error('Connection terminated due to connection timeout')],
    ['a client used after its connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['57P01 administrator shutdown', pgError('57P01')],
    ['57P03 the server is starting up', pgError('57P03')],
    ['08006 connection failure', pgError('08006')],
    ['53300 too many connections', pgError('53300')],
    [
      'drizzle wrapping a refused connection',
      wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ],
    ['drizzle wrapping 57P01', wrapped(pgError('57P01'))],
    [
      'every address of a host refused',
      new AggregateError([
        Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('b'), { code: 'ECONNREFUSED' }),
      ]),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['an exclusion violation', pgError('23P01')],
    ['a data exception', pgError('22P02')],
    ['a syntax error in our SQL', pgError('42601')],
    ['a statement timeout', pgError('57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an error whose text only mentions a connection', new Error('the Connection terminated header was rejected')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['an AggregateError of bugs', new AggregateError([new Error('a'), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })])],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
