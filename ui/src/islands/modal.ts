// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration, read by every workspace that builds an island
/// <reference path="./islandCss.d.ts" />
import css from './modal.island.css';

/** A modal dialog of an island, in plain DOM (docs/architecture.md#islands). */
export interface IslandModal {
  /** Where the dialog's content goes, between its title and its buttons. */
  body: HTMLElement;
  /** Where its buttons go. */
  footer: HTMLElement;
  close(): void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex="0"]';

let styled = false;
/** The islands' stylesheet (dialog, fields, banner), added to the page once. */
export function addIslandStyles(): void {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

/**
 * Opens a modal dialog titled `title`: the page behind is inert, Tab and Shift+Tab cycle inside it,
 * Escape closes it, and closing gives the focus back to `opener` (or, when a refresh of the page
 * replaced it, to what `refocus` finds). The caller puts the focus on its first field.
 */
export function openModal(title: string, opener: HTMLElement, onClose: () => void, refocus?: () => HTMLElement | null): IslandModal {
  addIslandStyles();
  const mask = document.createElement('div');
  mask.className = 'island-modal';
  const dialog = document.createElement('div');
  dialog.className = 'island-modal__dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const heading = document.createElement('h2');
  heading.className = 'island-modal__title';
  heading.id = `island-modal-${Date.now().toString(36)}`;
  heading.textContent = title;
  dialog.setAttribute('aria-labelledby', heading.id);
  const body = document.createElement('div');
  body.className = 'island-modal__body';
  const footer = document.createElement('div');
  footer.className = 'island-modal__footer';
  dialog.append(heading, body, footer);
  mask.append(dialog);
  const page = document.getElementById('root');
  page?.setAttribute('inert', '');
  document.body.append(mask);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    page?.removeAttribute('inert');
    mask.remove();
    document.removeEventListener('keydown', onKey, true);
    const target = opener.isConnected ? opener : refocus?.();
    target?.focus();
    onClose();
  };
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
  }
  document.addEventListener('keydown', onKey, true);
  return { body, footer, close };
}
