// Spectral's `spectral:oas` ruleset (recommended rules, as `spectral lint` runs them) on the document
// GET /api/openapi.json answers: every operation described and tagged, the tags defined, a contact.
import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { modules } from '../../modules/index.js';
import { openApiDocument } from '../document.js';

const { Document, Spectral } = spectralCore;

describe('the OpenAPI document under spectral:oas', () => {
  it('has no error, warning, information or hint', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const doc = openApiDocument(modules.flatMap((m) => (m.api ? [m.api] : [])));
    const results = await spectral.run(new Document(JSON.stringify(doc, null, 2), spectralParsers.Json));
    expect(results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  });
});
