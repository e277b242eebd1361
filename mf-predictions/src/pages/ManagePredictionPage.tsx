import { BarChartOutlined, EditOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useCreateTimelineFromPredictionMutation, useRecordPredictionBirthMutation, type BirthInput } from '@cigogne/graphql/predictions';
import { CoOwnersSection } from '@cigogne/ui/co-owners/CoOwnersSection';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDate, formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { submitThen } from '@cigogne/ui/forms/submitThen';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useNavigate } from '@cigogne/ui/router';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { Button, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { AnswerDetails } from '../components/AnswerDetails';
import { AnswerCount } from '../components/AnswerCount';
import { AnswersClosing } from '../components/AnswersClosing';
import { predictionTitle } from '../components/predictionTitle';
import { WishlistLink } from '../components/WishlistLink';
import { GUESS_FLAGS } from '../data/guesses';
import { PREDICTION_REFETCH_QUERIES } from '../data/refetchQueries';
import { selectPrediction, useRoutePrediction, type PredictionData } from '../data/routePrediction';
import { BirthAnnouncement } from '../components/BirthAnnouncement';
import { BirthForm } from '../forms/BirthForm';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { siblingPaths, usePredictionPaths } from '../PredictionsPaths';

function Birth({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const navigate = useNavigate();
  const [record, recording] = useRecordPredictionBirthMutation({ refetchQueries: ['PredictionStats'] });
  const [createTimeline, creating] = useCreateTimelineFromPredictionMutation({
    refetchQueries: PREDICTION_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const birth = prediction.birth;

  const submit = (input: BirthInput) => submitThen(record({ variables: { id: prediction.id, input } }));
  const timeline = async () => {
    try {
      const { data } = await createTimeline({ variables: { id: prediction.id } });
      if (data) navigate(siblingPaths.timeline(data.createTimelineFromPrediction.id));
    } catch {
      // shown by the banner below
    }
  };

  return (
    <section className="cg-panel pr-section" aria-labelledby="pr-birth-title">
      <h2 id="pr-birth-title" className="pr-section-title">
        {t('predictions.birth.title')}
      </h2>
      {birth ? (
        <>
          <dl className="pr-details">
            <div className="pr-details__row">
              <dt>{t('predictions.birth.birthDate')}</dt>
              <dd>{formatDateTime(birth.birthDate, intl.locale)}</dd>
            </div>
            <div className="pr-details__row">
              <dt>{t('predictions.birth.firstName')}</dt>
              <dd>{birth.firstName}</dd>
            </div>
            <div className="pr-details__row">
              <dt>{t('predictions.birth.gender')}</dt>
              <dd>{t(`predictions.gender.${birth.gender}`)}</dd>
            </div>
            <div className="pr-details__row">
              <dt>{t('predictions.birth.weight')}</dt>
              <dd>{t('predictions.unit.kg', { value: birth.weight })}</dd>
            </div>
            <div className="pr-details__row">
              <dt>{t('predictions.birth.size')}</dt>
              <dd>{t('predictions.unit.cm', { value: birth.size })}</dd>
            </div>
          </dl>
          <FormErrorBanner error={creating.error} />
          <div className="pr-actions">
            {prediction.timelineId ? (
              <ButtonLink to={siblingPaths.timeline(prediction.timelineId)}>{t('predictions.birth.openTimeline')}</ButtonLink>
            ) : (
              <Button type="primary" onClick={timeline} loading={creating.loading}>
                {t('predictions.birth.createTimeline')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="pr-hint">{t('predictions.birth.hint')}</p>
          <BirthForm
            firstName={prediction.firstName ?? ''}
            gender={prediction.gender}
            submitting={recording.loading}
            error={recording.error}
            onSubmit={submit}
          />
        </>
      )}
    </section>
  );
}

function ManagePrediction({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const paths = usePredictionPaths();
  const title = predictionTitle(t, prediction);
  const answers = prediction.answers ?? [];
  const guesses = GUESS_FLAGS.filter((flag) => prediction[flag]);

  return (
    <div className="cg-page">
      <PageHeader
        title={title}
        subtitle={t('predictions.manage.subtitle')}
        back={{ to: paths.list, label: t('predictions.list.title') }}
        actions={
          <>
            <ButtonLink to={paths.view(prediction.id)} icon={<EyeOutlined aria-hidden />}>
              {t('predictions.list.preview')}
            </ButtonLink>
            <ButtonLink to={paths.edit(prediction.id)} icon={<EditOutlined aria-hidden />}>
              {t('common.edit')}
            </ButtonLink>
            <ButtonLink to={paths.stats(prediction.id)} icon={<BarChartOutlined aria-hidden />}>
              {t('predictions.list.stats')}
            </ButtonLink>
            <ButtonLink type="primary" to={paths.share(prediction.id)} icon={<ShareAltOutlined aria-hidden />}>
              {t('common.share')}
            </ButtonLink>
          </>
        }
      />
      {prediction.announcement ? (
        <div className="cg-panel pr-section pr-manage__announce">
          <BirthAnnouncement announcement={prediction.announcement} />
        </div>
      ) : null}
      <div className="pr-manage">
        <div className="pr-manage__side">
          <section className="cg-panel pr-section" aria-labelledby="pr-details-title">
            <h2 id="pr-details-title" className="pr-section-title">
              {t('predictions.manage.details')}
            </h2>
            <dl className="pr-details">
              <div className="pr-details__row">
                <dt>{t('predictions.form.firstName')}</dt>
                <dd>{prediction.firstName}</dd>
              </div>
              <div className="pr-details__row">
                <dt>{t('predictions.form.gender')}</dt>
                <dd>{t(`predictions.gender.${prediction.gender ?? 'surprise'}`)}</dd>
              </div>
              <div className="pr-details__row">
                <dt>{t('predictions.form.dueDate')}</dt>
                <dd>{formatDate(prediction.dueDate, intl.locale)}</dd>
              </div>
              <div className="pr-details__row">
                <dt>{t('predictions.form.visibility')}</dt>
                <dd>
                  <VisibilityBadge visibility={prediction.visibility} />
                </dd>
              </div>
              <div className="pr-details__row">
                <dt>{t('predictions.form.guesses')}</dt>
                <dd>
                  {guesses.length ? guesses.map((flag) => t(`predictions.form.${flag}`)).join(', ') : t('predictions.manage.noGuess')}
                </dd>
              </div>
            </dl>
            <WishlistLink prediction={prediction} />
          </section>
          <AnswersClosing prediction={prediction} />
          <Birth prediction={prediction} />
          <CoOwnersSection
            className="cg-panel pr-section"
            titleClassName="pr-section-title"
            kind="prediction"
            pageId={prediction.id}
            sharedWithMe={prediction.sharedWithMe}
            leaveTo={paths.list}
          />
        </div>
        <section className="cg-panel pr-section" aria-labelledby="pr-answers-title">
          <h2 id="pr-answers-title" className="pr-section-title">
            {t('predictions.manage.answers')} <AnswerCount count={answers.length} />
          </h2>
          {answers.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('predictions.manage.noAnswers')} />
          ) : (
            <ul className="pr-answers">
              {answers.map((answer) => (
                <li key={answer.id} className="pr-answer">
                  <h3 className="pr-answer__name">
                    {answer.userName}
                    {answer.rank != null ? <span className="pr-rank">{t('predictions.rank', { rank: answer.rank })}</span> : null}
                  </h3>
                  <AnswerDetails answer={answer} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** /predictions/:id/manage: details, the wishlist, the guests' answers, the birth and the timeline. */
export function ManagePredictionPage() {
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction} ownerOnly>
      {(prediction) => <ManagePrediction prediction={prediction} />}
    </QueryGate>
  );
}
