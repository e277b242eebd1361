import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUserId } from '../../common/guards.js';
import type { AccountData, AnyModule } from '../module.js';
import type { Services } from '../../services.js';

/**
 * GET /auth/me/export: everything an account owns, as one document (the GDPR's right of access and
 * portability). Each module contributes its own fields (its descriptor's `exportPart`), in list
 * order, with one query per table whatever the number of rows, all in one snapshot.
 */
export class ExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly modules: readonly AnyModule[],
    private readonly services: Services,
  ) {}

  async exportData(userId: string | undefined): Promise<{ exportedAt: string } & Record<string, unknown>> {
    const id = requireUserId(userId);
    return this.em.transactional(
      async (em) => {
        const account: AccountData = {
          userId: id,
          email: '',
          em,
          run: (sql, params = [id]) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext()),
        };
        const document: { exportedAt: string } & Record<string, unknown> = { exportedAt: new Date().toISOString() };
        // one after the other: a transaction is one connection
        for (const module of this.modules) if (module.exportPart) Object.assign(document, await module.exportPart(account, this.services));
        return document;
      },
      // one snapshot: a list edited meanwhile is exported whole, before or after
      { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
  }
}
