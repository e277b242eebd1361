import { InfoCircleOutlined } from '@ant-design/icons';

/**
 * A note above the items (archived list, example list). Plain markup rather than antd's Alert: the
 * public page is a guest's first visit on a phone, and every component there is downloaded.
 */
export function ListNotice({ children }: { children: string }) {
  return (
    <p className="wl-list-notice" role="note">
      <InfoCircleOutlined aria-hidden /> {children}
    </p>
  );
}
