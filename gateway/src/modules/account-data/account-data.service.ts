import type { EraseService } from './erase.service.js';
import type { ExportService } from './export.service.js';

/** A family's data: the export (right of access) and the erasure (right to be forgotten) of an account. */
export class AccountDataService {
  constructor(
    readonly exports: ExportService,
    readonly erasure: EraseService,
  ) {}

  exportData(userId: string | undefined) {
    return this.exports.exportData(userId);
  }

  deleteAccount(userId: string | undefined, body: unknown): Promise<void> {
    return this.erasure.deleteAccount(userId, body);
  }
}
