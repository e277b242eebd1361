/**
 * The guest answer wizard's island (docs/architecture.md#islands): the page is the server's HTML
 * of the wizard's first step; this script runs the steps (Back, Next, validation), sends the
 * answer, remembers it in the answer cookie, and shows the summary with its confetti (a chunk of
 * its own) and the reveal dialog. No React, antd, Apollo or Module Federation runtime: a guest who
 * does something else on the page (the menu) gets the whole app (`wakeApp`).
 */
import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';
import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { watchOffline } from '@cigogne/ui/islands/offlineNotice';
import { refreshPage } from '@cigogne/ui/islands/refreshPage';
import { writeAnswerCookie } from '../data/answerCookie';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { showSummary } from './answerSummary';
import { openRevealDialog, type RevealStart } from './revealDialog';
import { runWizard, type SentAnswer } from './wizardForm';

/** The prediction's id, from /app/predictions/:id. */
const predictionId = decodeURIComponent(location.pathname.split('/')[3] ?? '');

const start: IslandEntry = ({ language }) => {
  const t = islandT(language, language === 'en' ? commonEn : commonFr, language === 'en' ? en : fr);
  const form = document.querySelector<HTMLFormElement>('#root form.pr-wizard');
  const reveal = form?.dataset.reveal ?? '';
  const offerFirstName = form?.dataset.offerFirstName === 'true';
  let answer: SentAnswer | null = null;
  const offline = watchOffline(language, refreshPage);

  const onAnswered = (sent: SentAnswer) => {
    answer = sent;
    writeAnswerCookie(predictionId, sent.id);
    const panel = form?.closest<HTMLElement>('.cg-panel');
    if (panel) showSummary(panel, sent, reveal, t, language);
    import(/* webpackChunkName: "pr-island-confetti" */ '../components/confetti').then(({ playConfetti }) => playConfetti(), console.warn);
  };
  const wizard = form ? runWizard(form, { predictionId, language, t, onAnswered, needsConnection: offline.needsConnection }) : null;

  return {
    tap(target) {
      const action = target.getAttribute('data-island-tap');
      if (action === 'next') wizard?.next();
      else if (action === 'back') wizard?.back();
      else if (action === 'reveal' && answer)
        openRevealDialog(target, target.dataset.reveal as RevealStart, { predictionId, answerId: answer.id, offerFirstName, t });
    },
  };
};

const registry = ((window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL] ??= {});
registry.wizard = start;
