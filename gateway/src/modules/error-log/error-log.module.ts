import type { GatewayModule } from '../module.js';
import { errorLogsAdminList } from './error-log.admin.js';
import { errorLogErasure } from './error-log.account-data.js';
import { ApiErrorLog } from './api-error-log.entity.js';
import { ErrorLogService } from './error-log.service.js';

export const errorLogModule: GatewayModule<'errorLog', ErrorLogService> = {
  name: 'errorLog',
  entities: [ApiErrorLog],
  createService: ({ orm, config, log, services }) => new ErrorLogService(orm, config, log, services.rateLimits),
  retention: (config) => [{ table: 'api_error_logs', column: 'date', days: config.retentionDays.errorLog }],
  stop: (errorLog) => errorLog.drain(),
  erasurePart: errorLogErasure,
  adminLists: { errorLogs: errorLogsAdminList },
};
