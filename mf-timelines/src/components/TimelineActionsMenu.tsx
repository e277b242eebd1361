import { EditOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { ItemActionsMenu } from '@cigogne/ui/menus/ItemActionsMenu';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';

/** The "…" menu of a timeline in the list: preview, edit, share, delete (not for a co-owner: no `onDelete`). */
export function TimelineActionsMenu({ id, title, onDelete }: { id: string; title: string; onDelete?: () => void }) {
  const paths = useTimelinePaths();
  const t = useTimelinesT();
  const actions = [
    { key: 'preview', icon: <EyeOutlined aria-hidden />, label: t('timelines.list.preview'), to: paths.view(id) },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit'), to: paths.edit(id) },
    { key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share'), to: paths.share(id) },
  ];
  return <ItemActionsMenu label={t('timelines.list.actions', { title })} actions={actions} onDelete={onDelete} />;
}
