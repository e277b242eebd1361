import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@cigogne/ui/router';
import { svgIcon } from '../icons/svgIcon';
import { Panel } from '../layout/Panel';
import { CssSectionLoader } from '../loaders/CssSectionLoader';
import { CssButtonLink } from '../navigation/CssButtonLink';
import type { GateableResult } from '../query/QueryGate';
import { CardEmpty } from './CardEmpty';
import './dashboard.css';

const PlusIcon = svgIcon(PlusOutlined);

// The one antd piece of a card (Alert, with the ConfigProvider it needs), only when its query failed.
const CardErrorBanner = lazy(() => import(/* webpackChunkName: "ui-card-error" */ './CardErrorBanner'));

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
 * A feature's card on the shell's dashboard (docs/product.md#dashboard): title with a create button, then
 * a loader, the error banner, the empty state, or the rows and a "see all" link.
 * Built without antd components (a remote's card renders under `defineCard`, without antd's
 * ConfigProvider): every remote's card is on the dashboard's first visit.
 */
export function FeatureDashboardCard<Data, Item>({ title, result, items, renderItem, create, seeAll, emptyText }: Props<Data, Item>) {
  const { data, loading, error } = result;
  const list = data ? items(data) : [];
  let body: ReactNode;
  if (loading && !data) body = <CssSectionLoader />;
  else if (error && !data)
    body = (
      <Suspense fallback={<CssSectionLoader />}>
        <CardErrorBanner error={error} />
      </Suspense>
    );
  else if (list.length === 0) body = <CardEmpty text={emptyText} />;
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
        <CssButtonLink to={create.to} variant="ghost" icon={<PlusIcon aria-hidden />}>
          {create.label}
        </CssButtonLink>
      }
    >
      {body}
    </Panel>
  );
}
