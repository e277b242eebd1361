import type { IslandT } from '@cigogne/ui/islands/messages';
import { addIslandStyles } from '@cigogne/ui/islands/modal';
import { refreshPage } from '@cigogne/ui/islands/refreshPage';
import type { AnswerGuesses } from '../data/answerRows';
import { answerInput, initialWizardValues, isStepValid, type StepKey, type WizardValues } from '../data/wizardSteps';
import { stepInput } from './stepInput';

/** The answer as the server took it (POST /api/predictions/{id}/answers). */
export type SentAnswer = AnswerGuesses & { id: string; userName: string };

export interface WizardDeps {
  predictionId: string;
  language: 'fr' | 'en';
  t: IslandT;
  onAnswered: (answer: SentAnswer) => void;
  /** True (and the page says so) when offline: the answer is then not sent. */
  needsConnection: () => boolean;
}

/**
 * The guest wizard on the server's HTML of its first step (the app's AnswerWizard markup): the
 * island keeps that form and its buttons, and changes what a step changes (progress, question,
 * hint, field, the buttons' state). Validation is the app's (wizardSteps.ts); the answer goes over
 * REST. Back and Next come as the loader's taps (`back`, `next`: Enter in a field is a tap on Next).
 */
export function runWizard(form: HTMLFormElement, { predictionId, language, t, onAnswered, needsConnection }: WizardDeps) {
  const steps = (form.dataset.steps ?? '').split(' ').filter(Boolean) as StepKey[];
  const question = form.querySelector<HTMLElement>('.pr-wizard__question')!;
  const progress = form.querySelector<HTMLElement>('.pr-wizard__progress')!;
  const bar = form.querySelector<HTMLElement>('.pr-wizard__bar span');
  const fieldBox = form.querySelector<HTMLElement>('.pr-wizard__field')!;
  const back = form.querySelector<HTMLButtonElement>('[data-island-tap="back"]')!;
  const next = form.querySelector<HTMLButtonElement>('[data-island-tap="next"]')!;
  const hintId = question.id.replace(/-question$/, '-hint');
  const banner = document.createElement('p');
  banner.className = 'island-banner';
  banner.setAttribute('role', 'alert');
  banner.tabIndex = -1;
  banner.hidden = true;
  form.prepend(banner);

  const values: WizardValues = initialWizardValues();
  let index = 0;
  let sending = false;
  const step = () => steps[index]!;
  const label = (button: HTMLButtonElement, text: string) => {
    const span = button.querySelector('span:last-child');
    if (span) span.textContent = text;
  };
  const set = (value: string | number) => {
    values[step()] = value;
    updateButtons();
  };

  function updateButtons() {
    back.disabled = index === 0 || sending;
    next.disabled = !isStepValid(step(), values[step()]) || sending;
    next.setAttribute('aria-busy', String(sending));
    label(next, t(index === steps.length - 1 ? 'predictions.wizard.validate' : 'predictions.wizard.next'));
  }

  function render() {
    const current = step();
    progress.textContent = t('predictions.wizard.progress', { step: index + 1, count: steps.length });
    if (bar) bar.style.width = `${((index + 1) / steps.length) * 100}%`;
    question.textContent = t(`predictions.wizard.question.${current}`);
    form.querySelector('.pr-wizard__hint')?.remove();
    if (current === 'email') {
      const hint = document.createElement('p');
      hint.id = hintId;
      hint.className = 'pr-wizard__hint';
      hint.textContent = t('predictions.wizard.emailHint');
      question.after(hint);
    }
    const { field, focus } = stepInput({
      step: current,
      value: values[current],
      questionId: question.id,
      hintId: current === 'email' ? hintId : undefined,
      t,
      onChange: set,
    });
    fieldBox.replaceChildren(field);
    updateButtons();
    // a text step's only field: the keyboard goes on where the guest is (the app's autoFocus); a
    // button disabled under the focus would drop it to the page's top
    const active = document.activeElement;
    if (focus.classList.contains('pr-input') || active === document.body || (active instanceof HTMLButtonElement && active.disabled))
      focus.focus();
  }

  function showError(type: string) {
    addIslandStyles();
    const message = t(`errors.${type}`);
    banner.textContent = message === `errors.${type}` ? t('errors.unknown') : message;
    banner.hidden = false;
    banner.focus();
  }

  async function submit() {
    if (needsConnection()) return;
    sending = true;
    banner.hidden = true;
    updateButtons();
    try {
      const response = await fetch(`/api/predictions/${encodeURIComponent(predictionId)}/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(answerInput(steps, values)),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<SentAnswer> & { type?: string };
      if (response.ok && body.id) return onAnswered(body as SentAnswer);
      // closed meanwhile (by the owner or the birth): the page as it is now shows the closed state
      if (body.type === 'predictionClosed' && (await refreshPage().catch(() => false))) return;
      showError(body.type ?? 'unknown');
    } catch {
      showError('unavailable');
    }
    sending = false;
    updateButtons();
  }

  // the first step's field is the server's: what the guest typed before the island came is kept
  const first = fieldBox.querySelector<HTMLInputElement>('input');
  if (first) {
    values[step()] = first.value;
    first.addEventListener('input', () => set(first.value));
  }
  form.addEventListener('submit', (event) => event.preventDefault());
  updateButtons();

  return {
    next() {
      if (sending || !isStepValid(step(), values[step()])) return;
      if (index === steps.length - 1) void submit();
      else {
        index += 1;
        render();
      }
    },
    back() {
      if (sending || index === 0) return;
      index -= 1;
      render();
    },
  };
}
