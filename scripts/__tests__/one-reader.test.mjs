// One reader per fact: the feature registry (remote-contract/features.json) is read by one module,
// remote-contract/src/registry.mjs; the gateway, the rspack factory, the scripts and the frontends
// import that module instead of opening the file themselves.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { FEATURES, featureNamed } from '@cigogne/remote-contract/registry.mjs';
import { ROOT } from '../lib.mjs';

const READER = 'remote-contract/src/registry.mjs';
const CODE = /\.(m|c)?[jt]sx?$/;

test('no source file but the registry names features.json in a string (an import or a path to read)', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CODE.test(file) && file !== READER && !file.startsWith('scripts/__tests__/'));
  const readers = files.filter((file) => /['"`][^'"`\n]*features\.json['"`]/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(readers, []);
});

test('the registry module gives every feature, and names the unknown one', () => {
  const json = JSON.parse(readFileSync(path.join(ROOT, 'remote-contract/features.json'), 'utf8'));
  assert.deepEqual(FEATURES, json);
  assert.equal(featureNamed(json[0].name), FEATURES[0]);
  assert.throws(() => featureNamed('nope'), /No feature "nope" in remote-contract\/features\.json/);
});
