import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { useAnswerPredictionMutation } from '@cigogne/graphql/predictions';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button } from 'antd';
import { useKeepTypedValue } from '@cigogne/ui/forms/useKeepTypedValue';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ISLAND_OWN_ATTRIBUTE, ISLAND_TAP_ATTRIBUTE } from '@cigogne/remote-contract/islands';
import { firstReveal } from '../data/answerRows';
import type { PredictionData } from '../data/routePrediction';
import { sliderValue, stepField } from '../data/stepFields';
import { answerInput, initialWizardValues, isStepValid, wizardSteps, type WizardValues } from '../data/wizardSteps';
import { usePredictionsT } from '../i18n/usePredictionsT';

interface Props {
  prediction: PredictionData;
  /** The new answer's id, once the server took it. */
  onAnswered: (answerId: string) => void;
}

/**
 * The guest wizard (docs/product.md#guest-answer-wizard): one question per step. Back is disabled on the first step,
 * Next only enabled for a valid value, and the last step's Validate submits. Sent to a guest as the
 * server's HTML of its first step, which the page's island (src/islands/wizard.island.ts) then runs:
 * the form carries what the island needs (its steps, the summary's reveal), its buttons the island's
 * taps (docs/architecture.md#islands).
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
  const spec = stepField(step);
  let field;
  if (spec.kind === 'choice') {
    const choices = spec;
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
  } else if (spec.kind === 'slider') {
    const { range, unit } = spec;
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
          onChange={(event) => set(sliderValue(event.target.value))}
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
    const { type } = spec;
    field = (
      <input
        key={step}
        ref={textField}
        id={`${id}-field`}
        className="pr-input"
        type={type}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => set(event.target.value)}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        aria-labelledby={questionId}
        aria-describedby={step === 'email' ? `${id}-hint` : undefined}
        // each step's only field: the keyboard goes on where the guest is
        autoFocus
      />
    );
  }

  return (
    <form
      className="pr-wizard"
      onSubmit={next}
      noValidate
      {...{ [ISLAND_OWN_ATTRIBUTE]: '' }}
      data-steps={steps.join(' ')}
      data-reveal={firstReveal(prediction) ?? ''}
      data-offer-first-name={prediction.revealFirstName ? 'true' : undefined}
    >
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
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0 || loading} size="large" {...{ [ISLAND_TAP_ATTRIBUTE]: 'back' }}>
          {t('predictions.wizard.back')}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={loading} size="large" {...{ [ISLAND_TAP_ATTRIBUTE]: 'next' }}>
          {last ? t('predictions.wizard.validate') : t('predictions.wizard.next')}
        </Button>
      </div>
    </form>
  );
}
