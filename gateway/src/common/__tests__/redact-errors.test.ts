import { describe, expect, it } from '@jest/globals';
import { errorSummary, maskEmail, redactError } from '../redact.js';

describe('maskEmail', () => {
  it.each([
    ['camille.durand@example.fr', 'c•••@e•••.fr'],
    ['Bob@Mail.Example.co.uk', 'B•••@M•••.uk'],
    ['a@localhost', 'a•••@l•••'],
    ['not-an-address', '•••'],
    ['@example.fr', '•••'],
  ])('%s -> %s', (address, masked) => expect(maskEmail(address)).toBe(masked));
});

describe('redactError', () => {
  const link =
    'https://cigogne.example/app/wishlists/0b4c6a0e-7c1f-4d9e-9a55-2f1c1e0f7a10/items/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde/cancel';

  it('takes out the given secrets, any address, URL credentials, tokens and links carrying them, on one bounded line', () => {
    const err = new Error(
      `550 5.1.1 <Lea.Martin@Example.FR>: rejected\n while sending ${link} via smtp://mailer:s3cret@smtp.example.com:587`,
    );
    const text = redactError(err, [link, 'lea.martin@example.fr']);
    expect(text).toBe('550 5.1.1 <[redacted]>: rejected while sending [redacted] via smtp://[redacted]@smtp.example.com:587');
    expect(redactError(new Error('x'.repeat(900))).length).toBe(500);
    expect(redactError('')).toBe('unknown error');
  });

  it('redacts a token path even without the link given', () => {
    expect(redactError(new Error(`could not send ${link}`))).not.toContain('AbCdEfGhIj');
  });
});

it('errorSummary keeps a code and the redacted message, nothing else of the error object', () => {
  const err = Object.assign(new Error('connect ECONNREFUSED for postgres://app:hunter2@db:5432/cigogne'), {
    code: 'ECONNREFUSED',
    client: { connectionString: 'postgres://app:hunter2@db:5432/cigogne' },
  });
  expect(errorSummary(err)).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED for postgres://[redacted]@db:5432/cigogne' });
  expect(errorSummary('plain')).toEqual({ message: 'plain' });
});
