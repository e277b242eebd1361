import { PlusOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cigogne/ui/router';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { Panel } from '../layout/Panel';
import { SectionLoader } from '../loaders/SectionLoader';
import { ButtonLink } from '../navigation/ButtonLink';
import type { GateableResult } from '../query/QueryGate';
import './dashboard.css';

interface Props<Data, Item> {
  title: string;
  /** The feature's list query (`useXQuery()` as is) and its items. */
  result: GateableResult<Data>;
  items: (data: Data) => readonly Item[];
  /** One row per item, usually a DashboardRow. */
  renderItem: (item: Item) => ReactNode;
  create: { to: string; label: string };
  seeAll: { to: string; label: string };
  /** Shown when the list is empty. */
  emptyText: string;
}

/**
 * A feature's card on the shell's dashboard (SPEC section 2, "/"): title with a create button, then
 * a loader, the error banner, the empty state, or the rows and a "see all" link.
 */
export function FeatureDashboardCard<Data, Item>({ title, result, items, renderItem, create, seeAll, emptyText }: Props<Data, Item>) {
  const { data, loading, error } = result;
  const list = data ? items(data) : [];
  let body: ReactNode;
  if (loading && !data) body = <SectionLoader />;
  else if (error && !data) body = <FormErrorBanner error={error} />;
  else if (list.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className="cg-empty-text">{emptyText}</span>} />;
  else
    body = (
      <>
        <ul className="cg-card-rows">{list.map(renderItem)}</ul>
        <Link to={seeAll.to} className="cg-card-all">
          {seeAll.label}
        </Link>
      </>
    );

  return (
    <Panel
      title={<h2 className="cg-card-title">{title}</h2>}
      extra={
        <ButtonLink to={create.to} icon={<PlusOutlined aria-hidden />} size="small" type="primary" ghost>
          {create.label}
        </ButtonLink>
      }
    >
      {body}
    </Panel>
  );
}
