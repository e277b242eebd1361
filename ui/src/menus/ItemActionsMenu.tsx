import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { useNavigate } from '@cigogne/ui/router';
import { ActionsMenu } from './ActionsMenu';

/** One entry of the menu: a screen of the item, opened in the app. */
export interface ItemAction {
  key: string;
  icon: ReactNode;
  label: string;
  to: string;
}

interface Props {
  /** Accessible name of the trigger button ("Actions for …"). */
  label: string;
  /** The item's screens, in menu order; a divider and "Delete" follow them. */
  actions: ItemAction[];
  /** Absent for a page shared with the user: deleting it is its owner's alone (docs/product.md#co-owners). */
  onDelete?: () => void;
}

/** The "…" menu of an item in an owner's list (docs/product.md#owner-screens): its screens, then delete. */
export function ItemActionsMenu({ label, actions, onDelete }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const items: MenuProps['items'] = [
    ...actions.map(({ key, icon, label: text }) => ({ key, icon, label: text })),
    ...(onDelete
      ? [{ type: 'divider' as const }, { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('common.delete'), danger: true }]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') return onDelete?.();
    const action = actions.find((a) => a.key === key);
    if (action) navigate(action.to);
  };
  return <ActionsMenu icon={<MoreOutlined aria-hidden />} label={label} items={items} onClick={onClick} />;
}
