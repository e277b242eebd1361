import type { MailStatus } from '@cigogne/graphql/admin';
import { MAIL_STATUS_COLOUR, MAIL_STATUSES } from '../data/mailStatuses';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  selected: MailStatus | null;
  /** The clicked status, or null for "all". */
  onChange: (status: MailStatus | null) => void;
}

/** "All" and one toggle button per status (the error log's filter look); wraps on a phone. */
export function MailStatusFilter({ selected, onChange }: Props) {
  const t = useAdminT();
  const options: Array<{ value: MailStatus | null; colour: string; label: string }> = [
    { value: null, colour: 'stone', label: t('admin.mails.filter.all') },
    ...MAIL_STATUSES.map((status) => ({ value: status, colour: MAIL_STATUS_COLOUR[status], label: t(`admin.mails.filter.${status}`) })),
  ];
  return (
    <div className="adm-filter" role="group" aria-label={t('admin.mails.filterLabel')}>
      <span className="adm-filter__label" aria-hidden>
        {t('admin.mails.filterLabel')}
      </span>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={`adm-filter__button adm-filter__button--${option.colour}`}
          aria-pressed={option.value === selected}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
