import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { Pagination, Table, type TableColumnsType } from 'antd';
import { useId, type HTMLAttributes } from 'react';
import { useAdminT } from '../i18n/useAdminT';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';

/** One page of a server-paginated admin list, as every admin query returns it. */
export interface ServerPage<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

interface Props<Row> {
  /** Accessible name of the table (and of its scrolling region). */
  label: string;
  /** The query's page: the current one, or the previous one while the next loads; undefined before the first answer. */
  data: ServerPage<Row> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  errorText: string;
  emptyText: string;
  columns: TableColumnsType<Row>;
  onPageChange: (page: number) => void;
}

/**
 * The states of an admin list (SPEC section 2): loading, error with retry, empty, else the table and
 * the server's pagination. On a phone each row becomes a card of labelled values; in between, the
 * table scrolls sideways inside a focusable region, so a keyboard user can scroll it too.
 */
export function PagedTable<Row extends { id: string }>({
  label,
  data,
  loading,
  error,
  onRetry,
  errorText,
  emptyText,
  columns,
  onPageChange,
}: Props<Row>) {
  const t = useAdminT();
  const labelId = useId();
  // Each cell carries its column's name: on a phone the rows become cards that label their values (admin.css).
  const labelled = columns.map((column) => ({
    ...column,
    onCell: () => (typeof column.title === 'string' ? { 'data-label': column.title } : {}) as HTMLAttributes<HTMLElement>,
  }));
  if (!data) return loading ? <SectionLoader rows={8} /> : <LoadError message={errorText} onRetry={onRetry} />;
  return (
    <>
      {error ? <LoadError message={errorText} onRetry={onRetry} /> : null}
      {data.items.length === 0 && !loading ? (
        <EmptyState text={emptyText} />
      ) : (
        <div className="adm-table" role="region" aria-labelledby={labelId} aria-busy={loading} tabIndex={0}>
          <span id={labelId} hidden>
            {label}
          </span>
          <Table<Row> rowKey="id" size="middle" columns={labelled} dataSource={data.items} loading={loading} pagination={false} />
        </div>
      )}
      <div className="adm-pagination">
        <span className="cg-muted">{t('admin.table.total', { total: data.total })}</span>
        {data.total > data.pageSize && (
          <Pagination
            aria-label={t('admin.table.pagination')}
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={onPageChange}
          />
        )}
      </div>
    </>
  );
}
