import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from '@jest/globals';
import { toDomainError } from '../errors.js';

/** An error shaped like what pg / pg-pool / MikroORM throw. */
const pgError = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('toDomainError: an unreachable database is 503 unavailable, not a 500', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['IPv4 and IPv6 both refused', new AggregateError([pgError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], '')],
    ['connection reset', pgError('read ECONNRESET', { code: 'ECONNRESET' })],
    ['server shutting down (57P01)', pgError('terminating connection due to administrator command', { code: '57P01' })],
    ['crash shutdown (57P02)', pgError('terminating connection due to crash of another server process', { code: '57P02' })],
    ['cannot connect now (57P03)', pgError('the database system is starting up', { code: '57P03' })],
    ['connection failure class 08', pgError('connection failure', { code: '08006' })],
    ['socket closed under a query', pgError('Connection terminated unexpectedly')],
    ['pool timeout', pgError('timeout exceeded when trying to connect')],
    ['wrapped by the ORM', Object.assign(new Error('wrapped'), { cause: pgError('Connection terminated unexpectedly') })],
    ['MikroORM ConnectionException', new ConnectionException(pgError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }))],
  ])('%s', (_name, err) => {
    const domain = toDomainError(err);
    expect(domain.type).toBe('unavailable');
    expect(domain.status).toBe(503);
    expect(domain.body).toEqual({ type: 'unavailable', errors: [] });
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint the service did not expect', new UniqueConstraintViolationException(pgError('duplicate key', { code: '23505' }))],
    ['a thrown string', 'boom'],
  ])('keeps %s a bare 500 unknown', (_name, err) => {
    expect(toDomainError(err)).toMatchObject({ type: 'unknown', status: 500 });
  });
});
