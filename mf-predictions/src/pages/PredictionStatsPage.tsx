import { TrophyOutlined } from '@ant-design/icons';
import { usePredictionStatsQuery, type PredictionStatsQuery } from '@cigogne/graphql/predictions';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { useIntl } from 'react-intl';
import { BarChart } from '../components/BarChart';
import { predictionTitle } from '../components/predictionTitle';
import { BIRTH_MOMENTS, EYE_COLORS, GUESS_GENDERS, HAIR_COLORS } from '../data/guesses';
import { selectPrediction, useRoutePrediction, type PredictionData } from '../data/routePrediction';
import { WinnersList } from '../components/WinnersList';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

type Stats = PredictionStatsQuery['predictionStats'];

function Figures({ stats, color }: { stats: Stats; color: string }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const one = (value: number | null) =>
    value == null ? '—' : intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const measures = [
    { key: 'weight', label: t('predictions.stats.weight'), unit: 'kg', range: stats.weight },
    { key: 'size', label: t('predictions.stats.size'), unit: 'cm', range: stats.size },
  ];
  return (
    <>
      <div className="pr-stats-figures">
        {measures.map(({ key, label, unit, range }) => (
          <section key={key} className="cg-panel pr-section" aria-labelledby={`pr-stats-${key}`}>
            <h2 id={`pr-stats-${key}`} className="pr-section-title">
              {label}
            </h2>
            <dl className="pr-figures">
              {(['average', 'min', 'max'] as const).map((which) => (
                <div key={which}>
                  <dt>{t(`predictions.stats.${which}`)}</dt>
                  <dd>
                    {one(range[which])} {range[which] == null ? null : unit}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="pr-stats-charts">
        <section className="cg-panel pr-section">
          <BarChart
            title={t('predictions.stats.genders')}
            color={color}
            bars={GUESS_GENDERS.map((g) => ({ key: g, label: t(`predictions.gender.${g}`), value: stats.genders[g as 'boy' | 'girl'] }))}
          />
        </section>
        <section className="cg-panel pr-section">
          <BarChart
            title={t('predictions.stats.birthTimes')}
            color={color}
            bars={BIRTH_MOMENTS.map((m) => ({ key: m, label: t(`predictions.stats.bucket.${m}`), value: stats.birthTimes[m] }))}
          />
        </section>
        <section className="cg-panel pr-section">
          <BarChart
            title={t('predictions.stats.eyeColors')}
            color={color}
            bars={EYE_COLORS.map((c) => ({ key: c, label: t(`predictions.eye.${c}`), value: stats.eyeColors[c] }))}
          />
        </section>
        <section className="cg-panel pr-section">
          <BarChart
            title={t('predictions.stats.hairColors')}
            color={color}
            bars={HAIR_COLORS.map((c) => ({ key: c, label: t(`predictions.hair.${c}`), value: stats.hairColors[c] }))}
          />
        </section>
      </div>
    </>
  );
}

function Winners({ stats }: { stats: Stats }) {
  const t = usePredictionsT();
  return (
    <section className="cg-panel pr-section" aria-labelledby="pr-winners-title">
      <h2 id="pr-winners-title" className="pr-section-title">
        <TrophyOutlined aria-hidden /> {t('predictions.stats.winners')}
      </h2>
      <WinnersList winners={stats.winners} />
    </section>
  );
}

function PredictionStats({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const paths = usePredictionPaths();
  const title = predictionTitle(t, prediction);
  const { data, loading, error } = usePredictionStatsQuery({ variables: { id: prediction.id } });
  const stats = data?.predictionStats;
  return (
    <div className="cg-page">
      <PageHeader
        title={t('predictions.stats.title')}
        subtitle={stats ? t('predictions.count.answers', { count: stats.answerCount }) : title}
        back={{ to: paths.manage(prediction.id), label: title }}
      />
      {error && !stats ? <FormErrorBanner error={error} /> : null}
      {loading && !stats ? <SectionLoader rows={6} /> : null}
      {stats ? (
        <div className="pr-stats">
          {prediction.birth && stats.winners.length ? <Winners stats={stats} /> : null}
          {!prediction.birth ? <p className="pr-hint">{t('predictions.stats.winnersAfterBirth')}</p> : null}
          <Figures stats={stats} color={themeShades(prediction.themeColor).strong} />
        </div>
      ) : null}
    </div>
  );
}

/** /predictions/:id/stats (docs/product.md#prediction-statistics): weight and size figures, counts as bars, the winners once born. */
export function PredictionStatsPage() {
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction} ownerOnly>
      {(prediction) => <PredictionStats prediction={prediction} />}
    </QueryGate>
  );
}
