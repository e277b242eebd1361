import { TeamOutlined } from '@ant-design/icons';
import { usePredictionsT } from '../i18n/usePredictionsT';

/** "3 réponses" with a people icon. */
export function AnswerCount({ count }: { count: number }) {
  const t = usePredictionsT();
  return (
    <span className="pr-count">
      <TeamOutlined aria-hidden /> {t('predictions.count.answers', { count })}
    </span>
  );
}
