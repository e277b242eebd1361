import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '../../db/entities.js';
import { modules } from '../index.js';
import type { EntityClassRef } from '../module.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = readdirSync(root).filter((name) => name !== '__tests__' && statSync(path.join(root, name)).isDirectory());
const classesOf = async (folder: string, suffix: string) => {
  const files = readdirSync(path.join(root, folder)).filter((f) => f.endsWith(suffix));
  const exported = await Promise.all(files.map((f) => import(path.join(root, folder, f))));
  return exported.flatMap((m) =>
    Object.values(m).filter((v): v is EntityClassRef => typeof v === 'function' && /^class\s/.test(String(v))),
  );
};

it('every feature folder is one module of modules/index.ts, named by its descriptor file', async () => {
  expect(folders.length).toBeGreaterThanOrEqual(5);
  for (const folder of folders) {
    const file = readdirSync(path.join(root, folder)).find((f) => f.endsWith('.module.ts'));
    expect({ folder, file }).toEqual({ folder, file: expect.any(String) });
    const descriptors = Object.values(await import(path.join(root, folder, file!)));
    expect(modules).toContainEqual(descriptors[0]);
  }
  expect(new Set(modules.map((m) => m.name)).size).toBe(modules.length);
});

it("every entity and resolver class of a folder is registered by that folder's module", async () => {
  for (const folder of folders) {
    const file = readdirSync(path.join(root, folder)).find((f) => f.endsWith('.module.ts'))!;
    const module = Object.values(await import(path.join(root, folder, file)))[0] as (typeof modules)[number];
    for (const entity of await classesOf(folder, '.entity.ts'))
      expect({ folder, entity, registered: module.entities.includes(entity) }).toMatchObject({ registered: true });
    const resolvers = (module.resolvers ?? []).map(([cls]) => cls as unknown);
    for (const resolver of await classesOf(folder, '.resolver.ts'))
      expect({ folder, resolver, registered: resolvers.includes(resolver) }).toMatchObject({ registered: true });
  }
  expect(entities.length).toBe(new Set(entities).size);
});
