import type { ContactStatus, MailStatus } from '@cigogne/graphql/admin';
import { isMailStatus, MAIL_STATUS_TONE } from '../data/mailStatuses';
import { badgeTone } from '../data/statusColours';
import { useAdminT } from '../i18n/useAdminT';

/** An HTTP status as a badge, coloured by the tones of docs/product.md#error-log (admin.css: contrast-checked colours). */
export function HttpStatusBadge({ status }: { status: number }) {
  const tone = badgeTone(status);
  return (
    <span className={`adm-badge adm-badge--${tone}`} data-tone={tone}>
      {status}
    </span>
  );
}

const CONTACT_TONES: Record<
  ContactStatus,
  { tone: string; label: 'admin.contacts.status.pending' | 'admin.contacts.status.replied' | 'admin.contacts.status.closed' }
> = {
  pending: { tone: 'yellow', label: 'admin.contacts.status.pending' },
  replied: { tone: 'blue', label: 'admin.contacts.status.replied' },
  closed: { tone: 'grey', label: 'admin.contacts.status.closed' },
};

/** A contact request's status (docs/product.md#administration-screens): pending yellow, replied blue, closed grey, anything else 'Inconnu'. */
export function ContactStatusBadge({ status }: { status: string }) {
  const t = useAdminT();
  const known = CONTACT_TONES[status as ContactStatus];
  const tone = known?.tone ?? 'grey';
  return (
    <span className={`adm-badge adm-badge--${tone}`} data-tone={tone}>
      {t(known?.label ?? 'admin.contacts.status.unknown')}
    </span>
  );
}

/** A mail's status: failed red, retrying yellow with its attempts, queued blue, sent green, anything else 'Inconnu'. */
export function MailStatusBadge({ status, attempts }: { status: MailStatus | string; attempts: number }) {
  const t = useAdminT();
  const known = isMailStatus(status);
  const tone = known ? MAIL_STATUS_TONE[status] : 'grey';
  return (
    <span className={`adm-badge adm-badge--${tone}`} data-tone={tone}>
      {known ? t(`admin.mails.status.${status}`, { attempts }) : t('admin.mails.status.unknown')}
    </span>
  );
}
