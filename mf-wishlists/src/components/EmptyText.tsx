import { GiftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** An empty state of the public page (empty list, everything reserved), in plain markup for the same reason as ListNotice. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <div className="wl-empty-text">
      <GiftOutlined aria-hidden className="wl-empty-text__icon" />
      <p>{children}</p>
    </div>
  );
}
