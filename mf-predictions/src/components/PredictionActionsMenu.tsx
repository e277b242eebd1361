import { BarChartOutlined, EditOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { ItemActionsMenu } from '@cigogne/ui/menus/ItemActionsMenu';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

/** The "…" menu of a prediction in the list (docs/product.md#owner-screens): preview, edit, share, stats, delete. */
export function PredictionActionsMenu({ id, title, onDelete }: { id: string; title: string; onDelete?: () => void }) {
  const paths = usePredictionPaths();
  const t = usePredictionsT();
  const actions = [
    { key: 'preview', icon: <EyeOutlined aria-hidden />, label: t('predictions.list.preview'), to: paths.view(id) },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('common.edit'), to: paths.edit(id) },
    { key: 'share', icon: <ShareAltOutlined aria-hidden />, label: t('common.share'), to: paths.share(id) },
    { key: 'stats', icon: <BarChartOutlined aria-hidden />, label: t('predictions.list.stats'), to: paths.stats(id) },
  ];
  return <ItemActionsMenu label={t('predictions.list.actions', { title })} actions={actions} onDelete={onDelete} />;
}
