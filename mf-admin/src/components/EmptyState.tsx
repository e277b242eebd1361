import { Empty } from 'antd';

/** An empty admin list, with its text (docs/product.md#administration-screens). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="cg-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className="cg-empty-text">{text}</span>} />
    </div>
  );
}
