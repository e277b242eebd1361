import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / "Page 2 sur 5" / next over a server-paginated list; nothing when it fits on one page. */
export function Pager({ page, pageSize, total, onPageChange }: Props) {
  const t = useAdminT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="adm-pager" aria-label={t('admin.table.pagination')}>
      <Button icon={<LeftOutlined aria-hidden />} disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
        {t('admin.table.previous')}
      </Button>
      <span className="adm-pager__position" aria-live="polite">
        {t('admin.table.pageOf', { page, pages })}
      </span>
      <Button icon={<RightOutlined aria-hidden />} iconPlacement="end" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('admin.table.next')}
      </Button>
    </nav>
  );
}
