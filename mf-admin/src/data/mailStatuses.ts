import type { MailStatus } from '@cigogne/graphql/admin';
import type { FilterColour } from './statusColours';

/** The statuses of a mail, in the filter's order: what needs an operator first. */
export const MAIL_STATUSES: readonly MailStatus[] = ['failed', 'retrying', 'queued', 'sent'];

/** Colour of a mail status's filter button: failed red, retrying yellow, queued cyan, sent green. */
export const MAIL_STATUS_COLOUR: Record<MailStatus, FilterColour> = {
  failed: 'red',
  retrying: 'yellow',
  queued: 'cyan',
  sent: 'green',
};

/** Tone of a mail status badge (admin.css): failed error, retrying yellow, queued blue, sent success. */
export const MAIL_STATUS_TONE: Record<MailStatus, 'error' | 'yellow' | 'blue' | 'success'> = {
  failed: 'error',
  retrying: 'yellow',
  queued: 'blue',
  sent: 'success',
};

export const isMailStatus = (value: string | null): value is MailStatus => MAIL_STATUSES.includes(value as MailStatus);
