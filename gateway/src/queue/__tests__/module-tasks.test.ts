import { expect, it } from '@jest/globals';
import { modules } from '../../modules/index.js';
import type { AnyModule, ModuleDeps } from '../../modules/module.js';
import { moduleTasks } from '../workers.js';

const depsOf = (list: readonly AnyModule[]) => ({ modules: list, services: {} }) as unknown as ModuleDeps;
const run = async () => undefined;

it("runs the tasks the modules' descriptors declare, with their stale-lock sweeps", () => {
  const tasks = moduleTasks(depsOf(modules));
  expect(Object.keys(tasks).sort()).toEqual(['mail_deliver', 'push_send', 'thank_note_send', 'webhook_deliver']);
  // an attempt outlives a lock only when its worker died: SMTP's timeouts, the webhook's, the push's
  expect(tasks.mail_deliver.staleLockSeconds).toBe(60);
  expect(tasks.webhook_deliver.staleLockSeconds).toBe(90);
  expect(tasks.push_send.staleLockSeconds).toBe(60);
});

it('refuses a task name two modules declare, and the scheduler’s own names', () => {
  const declaring = (name: string, task: string) => ({ name, entities: [], createService: () => ({}), tasks: () => ({ [task]: { run } }) });
  expect(() => moduleTasks(depsOf([declaring('a', 'send'), declaring('b', 'send')]))).toThrow('queue task send is declared twice');
  expect(() => moduleTasks(depsOf([declaring('a', 'db_purge')]))).toThrow('declared twice');
  expect(Object.keys(moduleTasks(depsOf([declaring('a', 'send'), declaring('b', 'other')])))).toEqual(['send', 'other']);
});
