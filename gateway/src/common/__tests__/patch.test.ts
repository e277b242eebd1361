import { describe, expect, it } from '@jest/globals';
import { applySent, sentFields, wasSent } from '../patch.js';

describe('the PATCH rule: only the fields sent change', () => {
  interface Patch {
    title?: string;
    description?: string | null;
    done?: boolean;
  }

  it('sets each field sent, null included, and leaves absent or undefined ones alone', () => {
    const target = { title: 'before', description: 'kept' as string | null, done: true };
    const input: Patch = { description: null, done: undefined };
    applySent(input, {
      title: (title) => (target.title = title),
      description: (description) => (target.description = description),
      done: (done) => (target.done = done),
    });
    expect(target).toEqual({ title: 'before', description: null, done: true });
  });

  it('keeps the fields a GraphQL input instance was sent, as REST would receive them', () => {
    class Input {
      title?: string = undefined;
      description?: string | null = undefined;
    }
    const input = Object.assign(new Input(), { description: null });
    expect(sentFields(input)).toEqual({ description: null });
    expect(wasSent(input, 'title')).toBe(false);
    expect(wasSent(input, 'description')).toBe(true);
  });
});
