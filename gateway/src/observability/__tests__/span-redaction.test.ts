import { describe, expect, it } from '@jest/globals';
import { redactAttribute } from '../span-redaction.js';

describe('span attributes', () => {
  it('keep the SQL text and drop the values the ORM wrote into it', () => {
    const sql = `insert into "reservations" ("name", "email", "quantity") values ('Tatie O''Rose', 'tatie@example.fr', 2) returning "id", $1::int4`;
    expect(redactAttribute('db.statement', sql)).toBe(
      `insert into "reservations" ("name", "email", "quantity") values (?, ?, ?) returning "id", $1::int4`,
    );
    expect(redactAttribute('db.query.text', `select * from t where id = 'a1b2'`)).toBe('select * from t where id = ?');
  });

  it('drop what a client typed into a GraphQL document instead of a variable', () => {
    const doc = 'mutation { reserve(input: { name: "Tatie \\"Rose\\"", email: "tatie@example.fr" }) { id } }';
    expect(redactAttribute('graphql.source', doc)).toBe('mutation { reserve(input: { name: "?", email: "?" }) { id } }');
  });

  it('keep a URL without its query or token segments', () => {
    expect(redactAttribute('url.full', 'https://hooks.example.org/in/abc?token=s3cr3t&to=a@b.fr')).toBe(
      'https://hooks.example.org/in/abc?[redacted]',
    );
    expect(redactAttribute('http.target', '/api/auth/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).not.toContain(
      'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    );
  });

  it('take an e-mail address out of any other attribute', () => {
    expect(redactAttribute('exception.message', 'no mailbox tatie@example.fr')).toBe('no mailbox [redacted]');
    expect(redactAttribute('http.route', '/api/wishlists/:id')).toBe('/api/wishlists/:id');
  });
});
