import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { useAnswerPredictionMutation } from '@cigogne/graphql/predictions';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button } from 'antd';
import { useKeepTypedValue } from '@cigogne/ui/forms/useKeepTypedValue';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BIRTH_MOMENTS, EYE_COLORS, GUESS_GENDERS, HAIR_COLORS, SIZE, WEIGHT } from '../data/guesses';
import type { PredictionData } from '../data/routePrediction';
import { answerInput, initialWizardValues, isStepValid, wizardSteps, type StepKey, type WizardValues } from '../data/wizardSteps';
import { usePredictionsT } from '../i18n/usePredictionsT';

interface Props {
  prediction: PredictionData;
  /** The new answer's id, once the server took it. */
  onAnswered: (answerId: string) => void;
}

const CHOICES: Partial<Record<StepKey, { values: readonly string[]; prefix: string }>> = {
  gender: { values: GUESS_GENDERS, prefix: 'predictions.gender' },
  birthMoment: { values: BIRTH_MOMENTS, prefix: 'predictions.moment' },
  eyeColor: { values: EYE_COLORS, prefix: 'predictions.eye' },
  hairColor: { values: HAIR_COLORS, prefix: 'predictions.hair' },
};

/**
 * The guest wizard (docs/product.md#guest-answer-wizard): one question per step. Back is disabled on the first step,
 * Next only enabled for a valid value, and the last step's Validate submits.
 */
export function AnswerWizard({ prediction, onAnswered }: Props) {
  const t = usePredictionsT();
  const id = useId();
  const steps = wizardSteps(prediction);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<WizardValues>(initialWizardValues);
  const [answer, { loading, error }] = useAnswerPredictionMutation();
  const client = useApolloClient();
  const step = steps[index];
  const value = values[step];
  const valid = isStepValid(step, value);
  const last = index === steps.length - 1;
  const set = (next: string | number | null) => setValues((current) => ({ ...current, [step]: next ?? undefined }));
  const questionId = `${id}-question`;
  // the first step's text field, on a server-rendered page: what the guest typed before hydration
  const textField = useRef<HTMLInputElement>(null);
  useKeepTypedValue(textField, typeof value === 'string' ? value : '', set);

  const submit = async () => {
    try {
      const { data } = await answer({ variables: { predictionId: prediction.id, input: answerInput(steps, values) } });
      if (data) onAnswered(data.answerPrediction.id);
    } catch (failure) {
      // shown by the banner; closed meanwhile (by the owner or the birth): the page shows the closed state
      if (toAppError(failure).type === 'predictionClosed') await client.refetchQueries({ include: ['Prediction'] });
    }
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (last) void submit();
    else setIndex(index + 1);
  };

  // Native inputs, styled here: the wizard is a guest's first visit on a phone, and antd's
  // Input, Radio and Slider would more than double its own JavaScript.
  const choices = CHOICES[step];
  let field;
  if (choices) {
    field = (
      <div className="pr-choices" role="radiogroup" aria-labelledby={questionId}>
        {choices.values.map((choice) => (
          <label key={choice} className="pr-choice">
            <input type="radio" name={`${id}-${step}`} value={choice} checked={value === choice} onChange={() => set(choice)} />
            <span>{t(`${choices.prefix}.${choice}` as 'predictions.gender.boy')}</span>
          </label>
        ))}
      </div>
    );
  } else if (step === 'weight' || step === 'size') {
    const range = step === 'weight' ? WEIGHT : SIZE;
    const unit = step === 'weight' ? 'predictions.unit.kg' : 'predictions.unit.cm';
    field = (
      <div className="pr-slider">
        <output className="pr-slider__value" htmlFor={`${id}-field`} aria-live="polite">
          {t(unit, { value: value as number })}
        </output>
        <input
          id={`${id}-field`}
          type="range"
          className="pr-range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value as number}
          // the range's float steps (3.3 + 0.1): kept to the slider's one decimal
          onChange={(event) => set(Math.round(Number(event.target.value) * 10) / 10)}
          aria-labelledby={questionId}
          aria-valuetext={t(unit, { value: value as number })}
        />
        <div className="pr-slider__bounds" aria-hidden>
          <span>{t(unit, { value: range.min })}</span>
          <span>{t(unit, { value: range.max })}</span>
        </div>
      </div>
    );
  } else {
    const type = step === 'birthDate' ? 'date' : step === 'birthTime' ? 'time' : step === 'email' ? 'email' : 'text';
    field = (
      <input
        key={step}
        ref={textField}
        id={`${id}-field`}
        className="pr-input"
        type={type}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => set(event.target.value)}
        maxLength={type === 'text' ? 50 : type === 'email' ? 254 : undefined}
        autoComplete={step === 'userName' ? 'name' : step === 'email' ? 'email' : 'off'}
        aria-labelledby={questionId}
        aria-describedby={step === 'email' ? `${id}-hint` : undefined}
        // each step's only field: the keyboard goes on where the guest is
        autoFocus
      />
    );
  }

  return (
    <form className="pr-wizard" onSubmit={next} noValidate>
      <FormErrorBanner error={error} />
      <p className="pr-wizard__progress">{t('predictions.wizard.progress', { step: index + 1, count: steps.length })}</p>
      <div className="pr-wizard__bar" aria-hidden>
        <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
      <h2 id={questionId} className="pr-wizard__question">
        {t(`predictions.wizard.question.${step}`)}
      </h2>
      {step === 'email' && (
        <p id={`${id}-hint`} className="pr-wizard__hint">
          {t('predictions.wizard.emailHint')}
        </p>
      )}
      <div className="pr-wizard__field">{field}</div>
      <div className="pr-wizard__nav">
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0 || loading} size="large">
          {t('predictions.wizard.back')}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={loading} size="large">
          {last ? t('predictions.wizard.validate') : t('predictions.wizard.next')}
        </Button>
      </div>
    </form>
  );
}
