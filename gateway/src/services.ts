import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { ErrorLogService } from './modules/error-log/error-log.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { TimelineService } from './modules/timelines/timeline.service.js';

/** Every feature service, built once per process; REST routes and GraphQL resolvers share them. */
export interface Services {
  auth: AuthService;
  contact: ContactService;
  mail: MailService;
  errorLog: ErrorLogService;
  timelines: TimelineService;
}

export function createServices(orm: MikroORM, config: Config, log: Logger): Services {
  // orm.em resolves to the current request's fork (RequestContext), so services hold it once.
  const em = orm.em;
  const mail = new MailService(em, config, log);
  const auth = new AuthService(em, config, mail);
  return {
    auth,
    contact: new ContactService(em, auth),
    mail,
    errorLog: new ErrorLogService(orm, config.version, log),
    timelines: new TimelineService(em, auth),
  };
}
