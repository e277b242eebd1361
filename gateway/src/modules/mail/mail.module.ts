import type { FeatureModule } from '../module.js';
import { MailOutbox } from './mail-outbox.entity.js';
import { MailService } from './mail.service.js';

export const mailModule: FeatureModule<'mail', MailService> = {
  name: 'mail',
  entities: [MailOutbox],
  createService: ({ em, config, log, services }) => new MailService(em, config, log, services.rateLimits),
  retention: (config) => [{ table: 'mail_outbox', column: 'created_at', days: config.retentionDays.mailOutbox }],
  stop: (mail) => mail.close(),
};
