import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { svgIcon } from '@cigogne/ui/icons/svgIcon';
import { usePredictionsT } from '../i18n/usePredictionsT';

// light: this counter is on the dashboard card (see svgIcon)
const TeamIcon = svgIcon(TeamOutlined);

/** "3 réponses" with a people icon. */
export function AnswerCount({ count }: { count: number }) {
  const t = usePredictionsT();
  return (
    <span className="pr-count">
      <TeamIcon aria-hidden /> {t('predictions.count.answers', { count })}
    </span>
  );
}
