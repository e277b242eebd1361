import { Button, type MenuProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// antd's Dropdown brings Menu, rc-menu, Tooltip and Overflow (their weight: docs/performance.md#figures-behind-the-codes-choices):
// a page with "…" menus loads it when a menu is first pointed at, focused or opened, not with the page.
const loadDropdown = () => import(/* webpackChunkName: "ui-actions-dropdown" */ './ActionsDropdown');
const ActionsDropdown = lazy(loadDropdown);

interface Props {
  /** Accessible name of the trigger button ("Actions for …"). */
  label: string;
  /** The trigger's icon (usually MoreOutlined). */
  icon: ReactNode;
  items: MenuProps['items'];
  onClick: MenuProps['onClick'];
  placement?: 'bottomRight' | 'bottomLeft';
}

/** An icon button opening a menu of actions (antd Dropdown, click trigger), its code loaded on demand. */
export function ActionsMenu({ label, icon, items, onClick, placement = 'bottomRight' }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDropdown();
  const button = (extra?: { onClick: () => void }) => (
    <Button icon={icon} aria-label={label} aria-haspopup="menu" onPointerEnter={preload} onFocus={preload} {...extra} />
  );
  const firstOpen = () => {
    setUsed(true);
    setOpen(true);
  };
  if (!used) return button({ onClick: firstOpen });
  return (
    <Suspense fallback={button()}>
      <ActionsDropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement={placement}
        open={open}
        onOpenChange={setOpen}
        // the trigger was re-created with the dropdown around it: the menu takes the focus
        autoFocus
      >
        {button()}
      </ActionsDropdown>
    </Suspense>
  );
}
