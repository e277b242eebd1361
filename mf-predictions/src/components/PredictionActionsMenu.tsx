import { BarChartOutlined, DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined, ShareAltOutlined } from '@ant-design/icons';
import { type MenuProps } from 'antd';
import { ActionsMenu } from '@cigogne/ui/menus/ActionsMenu';
import { useNavigate } from '@cigogne/ui/router';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

interface Props {
  id: string;
  title: string;
  onDelete: () => void;
}

/** The "…" menu of a prediction in the list (docs/product.md#owner-screens): preview, edit, share, stats, delete. */
export function PredictionActionsMenu({ id, title, onDelete }: Props) {
  const navigate = useNavigate();
  const paths = usePredictionPaths();
  const t = usePredictionsT();

  const items: MenuProps['items'] = [
    { key: 'preview', icon: <EyeOutlined aria-hidden />, label: t('predictions.list.preview') },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit') },
    { key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share') },
    { key: 'stats', icon: <BarChartOutlined aria-hidden />, label: t('predictions.list.stats') },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('common.delete'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'preview') navigate(paths.view(id));
    if (key === 'edit') navigate(paths.edit(id));
    if (key === 'share') navigate(paths.share(id));
    if (key === 'stats') navigate(paths.stats(id));
    if (key === 'delete') onDelete();
  };

  return (
    <ActionsMenu icon={<MoreOutlined aria-hidden />} label={t('predictions.list.actions', { title })} items={items} onClick={onClick} />
  );
}
