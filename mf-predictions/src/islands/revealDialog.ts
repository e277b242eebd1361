import type { IslandT } from '@cigogne/ui/islands/messages';
import { islandButton } from '@cigogne/ui/islands/fields';
import { openModal } from '@cigogne/ui/islands/modal';

export type RevealStart = 'gender' | 'firstName';

export interface RevealDeps {
  predictionId: string;
  answerId: string;
  /** The owner allows the first name too: offered once the gender is shown. */
  offerFirstName: boolean;
  t: IslandT;
}

/**
 * The reveal dialog of the guest page's island (docs/product.md#reveals), as the app's RevealDialog:
 * asks the server with the guest's answer id and shows the result; after the gender it offers the
 * first name when the owner enabled that reveal.
 */
export function openRevealDialog(opener: HTMLElement, start: RevealStart, { predictionId, answerId, offerFirstName, t }: RevealDeps): void {
  const modal = openModal(
    t(start === 'gender' ? 'predictions.reveal.genderTitle' : 'predictions.reveal.firstNameTitle'),
    opener,
    () => undefined,
  );
  const content = document.createElement('div');
  content.className = 'pr-reveal';
  content.setAttribute('aria-live', 'polite');
  const banner = document.createElement('p');
  banner.className = 'island-banner';
  banner.setAttribute('role', 'alert');
  banner.hidden = true;
  content.append(banner);
  modal.body.append(content);
  const close = islandButton(t('common.close'), true);
  close.addEventListener('click', modal.close);
  modal.footer.append(close);
  close.focus();

  const result = (text: string, modifier?: string) => {
    const p = document.createElement('p');
    p.className = `pr-reveal__result${modifier ? ` pr-reveal__result--${modifier}` : ''}`;
    p.textContent = text;
    content.append(p);
  };

  async function reveal(kind: RevealStart): Promise<void> {
    content.setAttribute('aria-busy', 'true');
    banner.hidden = true;
    try {
      const path = kind === 'gender' ? 'reveal-gender' : 'reveal-first-name';
      const response = await fetch(`/api/predictions/${encodeURIComponent(predictionId)}/answers/${encodeURIComponent(answerId)}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => ({}))) as { gender?: string; firstName?: string; type?: string };
      if (!response.ok) {
        const message = t(`errors.${body.type ?? 'unknown'}`);
        banner.textContent = message.startsWith('errors.') ? t('errors.unknown') : message;
        banner.hidden = false;
      } else if (kind === 'gender' && body.gender) {
        result(t(`predictions.reveal.gender.${body.gender}`), body.gender);
        if (offerFirstName) offer();
      } else if (body.firstName) result(t('predictions.reveal.firstName', { firstName: body.firstName }));
    } catch {
      banner.textContent = t('errors.unavailable');
      banner.hidden = false;
    }
    content.removeAttribute('aria-busy');
  }

  function offer() {
    const box = document.createElement('div');
    box.className = 'pr-reveal__offer';
    const text = document.createElement('p');
    text.textContent = t('predictions.reveal.offerFirstName');
    const button = islandButton(t('predictions.reveal.revealFirstName'), true);
    button.addEventListener('click', () => {
      box.remove();
      close.focus();
      void reveal('firstName');
    });
    box.append(text, button);
    content.append(box);
  }

  void reveal(start);
}
