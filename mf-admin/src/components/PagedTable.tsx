import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useId, type ReactNode } from 'react';
import { useAdminT } from '../i18n/useAdminT';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { Pager } from './Pager';

/** One page of a server-paginated admin list, as every admin query returns it. */
export interface ServerPage<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

/** A column: its header (also the label of its value on a phone card) and how a row shows in it. */
export interface Column<Row> {
  key: string;
  title: string;
  /** The header is read by screen readers only (a column of buttons). */
  hideTitle?: boolean;
  align?: 'end';
  render: (row: Row) => ReactNode;
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
  columns: Array<Column<Row>>;
  onPageChange: (page: number) => void;
}

/**
 * The states of an admin list (docs/product.md#administration-screens): loading, error with retry, empty, else the table and
 * the server's pagination. A plain HTML table (antd's Table would be most of the remote's weight
 * for features the server already does: sorting, filtering, paging). On a phone each row becomes a
 * card of labelled values (admin.css); in between, the table scrolls sideways inside a focusable
 * region, so a keyboard user can scroll it too.
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
  if (!data) return loading ? <SectionLoader rows={8} /> : <LoadError message={errorText} onRetry={onRetry} />;
  const cellClass = (column: Column<Row>) => (column.align === 'end' ? 'adm-table__cell adm-table__cell--end' : 'adm-table__cell');
  return (
    <>
      {error ? <LoadError message={errorText} onRetry={onRetry} /> : null}
      {data.items.length === 0 && !loading ? (
        <EmptyState text={emptyText} />
      ) : (
        <div
          className={`adm-table${loading ? ' adm-table--loading' : ''}`}
          role="region"
          aria-labelledby={labelId}
          aria-busy={loading}
          tabIndex={0}
        >
          <table>
            <caption id={labelId} className="adm-visually-hidden">
              {label}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.hideTitle ? <span className="adm-visually-hidden">{column.title}</span> : column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)} data-label={column.hideTitle ? undefined : column.title}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="adm-pagination">
        <span className="cg-muted">{t('admin.table.total', { total: data.total })}</span>
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={onPageChange} />
      </div>
    </>
  );
}
