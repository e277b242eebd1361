import type { IslandT } from '@cigogne/ui/islands/messages';
import { islandButton } from '@cigogne/ui/islands/fields';
import { ISLAND_TAP_ATTRIBUTE } from '@cigogne/remote-contract/islands';
import { answerRows } from '../data/answerRows';
import type { SentAnswer } from './wizardForm';

/**
 * The guest's summary once their answer is sent, in place of the wizard (the app's AnswerSummary
 * for a fresh answer): thanks, their answers, and the reveal the owner allows, as a button the
 * island answers (`reveal`). A fresh answer has no rank yet (ranks come with the birth, which
 * closes the answers).
 */
export function showSummary(panel: HTMLElement, answer: SentAnswer, reveal: string, t: IslandT, language: 'fr' | 'en'): void {
  const section = document.createElement('section');
  section.className = 'pr-summary';
  section.setAttribute('aria-labelledby', 'pr-summary-title');
  const title = document.createElement('h2');
  title.id = 'pr-summary-title';
  title.className = 'pr-summary__title';
  title.tabIndex = -1;
  title.textContent = t('predictions.summary.thanks', { userName: answer.userName });
  const hint = document.createElement('p');
  hint.className = 'pr-hint';
  hint.textContent = t('predictions.summary.yourAnswers');
  const details = document.createElement('dl');
  details.className = 'pr-details';
  for (const [label, value] of answerRows(answer, t, language)) {
    const row = document.createElement('div');
    row.className = 'pr-details__row';
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    row.append(dt, dd);
    details.append(row);
  }
  const actions = document.createElement('div');
  actions.className = 'pr-actions';
  if (reveal === 'gender' || reveal === 'firstName') {
    const button = islandButton(t(reveal === 'gender' ? 'predictions.reveal.revealGender' : 'predictions.reveal.revealFirstName'), true);
    button.classList.add('ant-btn-lg');
    button.setAttribute(ISLAND_TAP_ATTRIBUTE, 'reveal');
    button.dataset.reveal = reveal;
    actions.append(button);
  }
  section.append(title, hint, details, actions);
  panel.replaceChildren(section);
  // the form the focus was in is gone: a screen reader hears the thanks
  title.focus();
}
