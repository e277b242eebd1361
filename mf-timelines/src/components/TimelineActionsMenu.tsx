import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined, ShareAltOutlined } from '@ant-design/icons';
import { ActionsMenu } from '@cigogne/ui/menus/ActionsMenu';
import type { MenuProps } from 'antd';
import { useNavigate } from '@cigogne/ui/router';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

interface Props {
  id: string;
  title: string;
  onDelete: () => void;
}

/** The "…" menu of a timeline in the list: preview, edit, share, delete. */
export function TimelineActionsMenu({ id, title, onDelete }: Props) {
  const navigate = useNavigate();
  const paths = useTimelinePaths();
  const t = useTimelinesT();

  const items: MenuProps['items'] = [
    { key: 'preview', icon: <EyeOutlined aria-hidden />, label: t('timelines.list.preview') },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit') },
    { key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share') },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('common.delete'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'preview') navigate(paths.view(id));
    if (key === 'edit') navigate(paths.edit(id));
    if (key === 'share') navigate(paths.share(id));
    if (key === 'delete') onDelete();
  };

  return <ActionsMenu icon={<MoreOutlined aria-hidden />} label={t('timelines.list.actions', { title })} items={items} onClick={onClick} />;
}
