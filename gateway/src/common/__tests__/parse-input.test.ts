import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { parseInput } from '../validation.js';
import { TimelineInput } from '../../modules/timelines/dto/timeline.inputs.js';

/** The 422 field errors of a refused body, or the parsed DTO as a plain object. */
async function outcome(body: unknown, partial: boolean) {
  try {
    const dto = partial ? await parseInput(TimelineInput, body, { partial: true }) : await parseInput(TimelineInput, body);
    return { ok: { ...dto } };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { status: err.status, errors: err.errors };
  }
}

describe('parseInput with { partial: true } (PATCH bodies)', () => {
  it('checks and trims only the fields given', async () => {
    expect(await outcome({ title: '  Les premiers pas  ' }, true)).toEqual({ ok: { title: 'Les premiers pas' } });
    expect(await outcome({}, true)).toEqual({ ok: {} });
  });

  it('still applies every rule to a field that is given, null included', async () => {
    expect(await outcome({ title: '   ', visibility: 'secret' }, true)).toEqual({
      status: 422,
      errors: [
        { path: 'title', message: 'validation.required' },
        { path: 'visibility', message: 'validation.oneOf' },
      ],
    });
    expect(await outcome({ firstName: null }, true)).toEqual({
      status: 422,
      errors: [{ path: 'firstName', message: 'validation.required' }],
    });
    expect(await outcome({ title: 'x'.repeat(101) }, true)).toEqual({
      status: 422,
      errors: [{ path: 'title', message: 'validation.maxLength' }],
    });
  });

  it('still refuses unknown fields', async () => {
    expect(await outcome({ title: 'Ok', owner: 'someone' }, true)).toEqual({
      status: 422,
      errors: [{ path: 'owner', message: 'validation.unknownField' }],
    });
  });

  it('without it, a missing field is required as before', async () => {
    const full = await outcome({ title: 'Ok' }, false);
    expect(full.status).toBe(422);
    expect(full.errors?.map((e) => e.path).sort()).toEqual(['birthDate', 'firstName', 'visibility']);
  });
});
