import type { Gender } from '@cigogne/graphql/predictions';
import { Form, Switch } from 'antd';
import { GUESS_FLAGS } from '../data/guesses';
import { usePredictionsT } from '../i18n/usePredictionsT';
import type { PredictionFlags } from './predictionFormValues';

/** One flag: the switch inside its label, so the label names it and a click on the text toggles it. */
function FlagToggle({ name, disabled = false }: { name: keyof PredictionFlags; disabled?: boolean }) {
  const t = usePredictionsT();
  return (
    <label className={`pr-toggle${disabled ? ' pr-toggle--disabled' : ''}`}>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch disabled={disabled} />
      </Form.Item>
      <span>{t(`predictions.form.${name}`)}</span>
    </label>
  );
}

/** What guests guess, and what the owner reveals at the birth (a surprise reveals no gender). */
export function PredictionFlagFields({ gender }: { gender: Gender | undefined }) {
  const t = usePredictionsT();
  return (
    <>
      <fieldset className="pr-fieldset">
        <legend>{t('predictions.form.guesses')}</legend>
        <p className="pr-hint">{t('predictions.form.guessesHint')}</p>
        <div className="pr-switches">
          {GUESS_FLAGS.map((flag) => (
            <FlagToggle key={flag} name={flag} />
          ))}
        </div>
      </fieldset>
      <fieldset className="pr-fieldset">
        <legend>{t('predictions.form.reveals')}</legend>
        <div className="pr-switches">
          <FlagToggle name="revealGender" disabled={gender === 'surprise'} />
          <FlagToggle name="revealFirstName" />
        </div>
        {gender === 'surprise' ? <p className="pr-hint">{t('predictions.form.surpriseHint')}</p> : null}
      </fieldset>
    </>
  );
}
