import type { IslandT } from '@cigogne/ui/islands/messages';
import { sliderValue, stepField } from '../data/stepFields';
import type { StepKey } from '../data/wizardSteps';

export interface StepInputOptions {
  step: StepKey;
  value: string | number | undefined;
  /** The question's id (the field is labelled by it) and the base of the field's own ids. */
  questionId: string;
  hintId?: string;
  t: IslandT;
  onChange: (value: string | number) => void;
}

/**
 * One step's field in plain DOM, as the app's AnswerWizard renders it (the same classes, ids and
 * labels, styled by the page's stylesheet): radios for a choice, a range with its value for a
 * slider, a native input otherwise. Returns the field and the control that takes the focus.
 */
export function stepInput({ step, value, questionId, hintId, t, onChange }: StepInputOptions): { field: HTMLElement; focus: HTMLElement } {
  const spec = stepField(step);
  const base = questionId.replace(/-question$/, '');
  if (spec.kind === 'choice') {
    const group = document.createElement('div');
    group.className = 'pr-choices';
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-labelledby', questionId);
    for (const choice of spec.values) {
      const label = document.createElement('label');
      label.className = 'pr-choice';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = `${base}-${step}`;
      radio.value = choice;
      radio.checked = value === choice;
      radio.addEventListener('change', () => onChange(choice));
      const text = document.createElement('span');
      text.textContent = t(`${spec.prefix}.${choice}`);
      label.append(radio, text);
      group.append(label);
    }
    return { field: group, focus: group.querySelector('input:checked') ?? group.querySelector('input')! };
  }
  if (spec.kind === 'slider') {
    const { range, unit } = spec;
    const slider = document.createElement('div');
    slider.className = 'pr-slider';
    const output = document.createElement('output');
    output.className = 'pr-slider__value';
    output.htmlFor.add(`${base}-field`);
    output.setAttribute('aria-live', 'polite');
    const input = document.createElement('input');
    input.id = `${base}-field`;
    input.type = 'range';
    input.className = 'pr-range';
    Object.assign(input, { min: String(range.min), max: String(range.max), step: String(range.step) });
    input.value = String(value);
    input.setAttribute('aria-labelledby', questionId);
    const show = (current: number) => {
      output.textContent = t(unit, { value: current });
      input.setAttribute('aria-valuetext', output.textContent);
    };
    show(Number(value));
    input.addEventListener('input', () => {
      const next = sliderValue(input.value);
      show(next);
      onChange(next);
    });
    const bounds = document.createElement('div');
    bounds.className = 'pr-slider__bounds';
    bounds.setAttribute('aria-hidden', 'true');
    for (const bound of [range.min, range.max]) {
      const span = document.createElement('span');
      span.textContent = t(unit, { value: bound });
      bounds.append(span);
    }
    slider.append(output, input, bounds);
    return { field: slider, focus: input };
  }
  const input = document.createElement('input');
  input.id = `${base}-field`;
  input.className = 'pr-input';
  input.type = spec.type;
  input.value = typeof value === 'string' ? value : '';
  if (spec.maxLength) input.maxLength = spec.maxLength;
  input.autocomplete = spec.autoComplete as AutoFill;
  input.setAttribute('aria-labelledby', questionId);
  if (hintId) input.setAttribute('aria-describedby', hintId);
  input.addEventListener('input', () => onChange(input.value));
  return { field: input, focus: input };
}
