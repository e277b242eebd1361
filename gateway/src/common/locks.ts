import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import { notFound } from './errors.js';

/**
 * Runs `work` in a transaction holding an advisory lock on (namespace, key), so concurrent calls
 * for one key (one user's creations, one table's purge) run one after the other, across every
 * gateway process. Two int4 halves: namespaces never collide with each other's keys.
 */
export async function withLock<T>(em: EntityManager, namespace: string, key: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [namespace, key], 'all', tx.getTransactionContext());
    return work(tx);
  });
}

/**
 * Runs `work` in a transaction holding the row lock (select ... for update) of the one row that
 * matches `where`: concurrent changes under that row (items of a list, events of a timeline) run
 * one after the other. 404 when no row matches.
 */
export async function withRowLock<E extends object, T>(
  em: EntityManager,
  entity: EntityClass<E>,
  where: FilterQuery<NoInfer<E>>,
  work: (row: E, em: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(entity, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw notFound();
    return work(row, tx);
  });
}
