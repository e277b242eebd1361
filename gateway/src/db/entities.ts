import { RateLimitCounter } from '../common/rate-limit-counter.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { ContactRequest } from '../modules/contact/contact-request.entity.js';
import { ApiErrorLog } from '../modules/error-log/api-error-log.entity.js';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.js';
import { TimelineEvent } from '../modules/timelines/timeline-event.entity.js';
import { Timeline } from '../modules/timelines/timeline.entity.js';

/** Every entity, listed once: explicit discovery works the same from src/, dist/ and jest. */
export const entities = [User, PasswordResetToken, RateLimitCounter, ContactRequest, ApiErrorLog, MailOutbox, Timeline, TimelineEvent];
