import type { GatewayModule } from '../module.js';
import { mailErasure } from './mail.account-data.js';
import { MailOutbox } from './mail-outbox.entity.js';
import { DELIVER_MAIL_TASK, MailService } from './mail.service.js';

export const mailModule: GatewayModule<'mail', MailService> = {
  name: 'mail',
  entities: [MailOutbox],
  createService: ({ em, config, log, services }) => new MailService(em, config, log, services.rateLimits),
  retention: (config) => [{ table: 'mail_outbox', column: 'created_at', days: config.retentionDays.mailOutbox }],
  tasks: ({ services }) => ({
    [DELIVER_MAIL_TASK]: {
      run: (payload, helpers) => services.mail.deliver((payload as { id: string }).id, new Date(helpers.job.created_at)),
      // an attempt ends within about 40 s (MailDelivery's SMTP timeouts): a lock older than this is a dead worker's
      staleLockSeconds: 60,
    },
  }),
  stop: (mail) => mail.close(),
  erasurePart: mailErasure,
};
