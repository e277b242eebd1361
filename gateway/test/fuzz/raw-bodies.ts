import { gzipSync } from 'node:zlib';
import { POLLUTED } from './arbitraries.js';

const MB = 1024 * 1024;

/** A body that is not well-formed JSON or is an attack on the parser; named, so counterexamples stay short. */
export interface RawBody {
  contentType?: string;
  encoding?: string;
  body: string | Uint8Array;
}

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const json = 'application/json';

export const RAW_BODIES: Record<string, () => RawBody> = {
  'proto pollution': () => ({ body: `{"__proto__":{"${POLLUTED}":"yes","isAdmin":true},"title":"x","name":"x"}` }),
  'nested proto pollution': () => ({ body: `{"input":{"__proto__":{"${POLLUTED}":"yes"}},"a":[{"__proto__":{"${POLLUTED}":1}}]}` }),
  'constructor.prototype pollution': () => ({ body: `{"constructor":{"prototype":{"${POLLUTED}":"yes"}},"title":"x"}` }),
  'deep arrays (10 000 levels)': () => ({ body: deepArray(10_000) }),
  'deep objects (10 000 levels)': () => ({ body: deepObject(10_000) }),
  'deep field (2 000 levels)': () => ({ body: `{"title":${deepArray(2_000)},"email":${deepObject(2_000)}}` }),
  // for /graphql: an operation whose variable is nested 10 000 levels deep (elsewhere: unknown fields)
  'deep variables (10 000 levels)': () => ({
    body: `{"query":"mutation Login($input: LoginInput!) { login(input: $input) { token } }","variables":{"input":${deepArray(10_000)}},"email":${deepObject(10_000)}}`,
  }),
  'huge string (3 MB)': () => ({ body: JSON.stringify({ title: 'x'.repeat(3 * MB), name: 'x' }) }),
  'huge string without length (3 MB, chunked)': () => ({ body: JSON.stringify({ title: 'x'.repeat(3 * MB) }), encoding: 'chunked' }),
  'huge array (within the limit)': () => ({ body: JSON.stringify({ title: 'x', items: new Array(30_000).fill(0) }) }),
  'huge top-level array': () => ({ body: JSON.stringify(new Array(40_000).fill(1)) }),
  'many keys': () => ({ body: JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))) }),
  'just under the limit': () => ({ body: JSON.stringify({ title: 'é'.repeat(50_000) }) }),
  'invalid UTF-8': () => ({
    body: Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  }),
  'UTF-16 declared': () => ({ body: Buffer.from('{"title":"x"}', 'utf16le'), contentType: `${json}; charset=utf-16` }),
  'latin1 declared': () => ({ body: Buffer.from('{"title":"é"}', 'latin1'), contentType: `${json}; charset=iso-8859-1` }),
  'unknown charset': () => ({ body: '{"title":"x"}', contentType: `${json}; charset=klingon` }),
  'byte order mark': () => ({ body: '\ufeff{"title":"x"}' }),
  'invalid JSON': () => ({ body: '{"title": "x",' }),
  'single quotes': () => ({ body: "{'title':'x'}" }),
  'NaN literal': () => ({ body: '{"price": NaN, "weight": Infinity}' }),
  'huge number literal': () => ({ body: '{"price": 1e999999, "weight": -1e999999, "size": 123456789012345678901234567890}' }),
  'duplicate keys': () => ({ body: '{"title":"x","title":{"__proto__":null}}' }),
  'JSON null': () => ({ body: 'null' }),
  'JSON string': () => ({ body: '"x"' }),
  'JSON number': () => ({ body: '12' }),
  'JSON true': () => ({ body: 'true' }),
  'empty array': () => ({ body: '[]' }),
  'array of objects': () => ({ body: '[{"title":"x"},{"title":"y"}]' }),
  'empty body': () => ({ body: '' }),
  'whitespace body': () => ({ body: ' \n\t ' }),
  'form body': () => ({ body: 'title=x&__proto__[polluted]=1', contentType: 'application/x-www-form-urlencoded' }),
  'text body': () => ({ body: '{"title":"x"}', contentType: 'text/plain' }),
  'multipart body': () => ({
    body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  }),
  'no content type': () => ({ body: '{"title":"x"}', contentType: '' }),
  'garbage content type': () => ({ body: '{"title":"x"}', contentType: ';;;===/// charset' }),
  'json suffix type': () => ({ body: '{"title":"x"}', contentType: 'application/merge-patch+json' }),
  'gzip that is not': () => ({ body: '{"title":"x"}', encoding: 'gzip' }),
  'gzip bomb (10 MB inflated)': () => ({ body: gzipSync(Buffer.alloc(10 * MB, 0x20)), encoding: 'gzip' }),
  'unknown encoding': () => ({ body: '{"title":"x"}', encoding: 'klingon' }),
};

/** The attacks over the 100 KiB body limit: they must be refused with 413, before any parsing. */
export const OVER_THE_LIMIT = new Set(['huge string (3 MB)', 'huge string without length (3 MB, chunked)', 'gzip bomb (10 MB inflated)']);
