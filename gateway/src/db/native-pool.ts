import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/**
 * The ORM's own `pg` pool (the one database configuration, the same connections), for the hottest
 * single-row reads: a parameterised query there skips MikroORM's SQL formatting, logging and
 * result mapping. Not transactional: use the EntityManager inside a transaction.
 */
export function nativePool(em: EntityManager): Promise<Pool> {
  return (em.getConnection() as PostgreSqlConnection).getNativeClient();
}
