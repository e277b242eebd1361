import { Modal, type ModalProps } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([type="hidden"]), select, textarea';

const usable = (el: HTMLElement) => !el.hasAttribute('disabled') && !el.hidden && el.getAttribute('aria-hidden') !== 'true';

/** The dialog's focusable elements in tab order, antd's focus sentinels left out. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => usable(el) && el.tabIndex >= 0);
}

/** The first field of the body; else its first focusable; else the footer's first button. */
function firstTarget(root: HTMLElement): HTMLElement | undefined {
  const body = root.querySelector<HTMLElement>('.ant-modal-body');
  const field = body && [...body.querySelectorAll<HTMLElement>(FIELD)].find(usable);
  return field ?? (body && focusables(body)[0]) ?? focusables(root).find((el) => !el.classList.contains('ant-modal-close'));
}

/**
 * Every dialog of the app (docs/product.md#dialogs): antd's Modal, keyboard-first. Focus starts on
 * the first field (not the close button), Tab and Shift+Tab cycle inside the dialog, and on close,
 * whether it is hidden or taken out of the page by its opener, focus goes back to what opened it.
 */
export function Dialog({ afterOpenChange, modalRender, open = true, ...props }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  // what had focus when the dialog was first shown: the button that opened it
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const openerRef = useRef(opener);
  useEffect(() => {
    if (open && !panel.current?.contains(document.activeElement)) openerRef.current = document.activeElement as HTMLElement | null;
  }, [open]);

  const giveBack = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || panel.current?.contains(active);
    if (lost && openerRef.current?.isConnected) openerRef.current.focus({ preventScroll: true });
  };
  // a dialog its opener unmounts never runs antd's own close, so focus is given back here
  useEffect(() => () => giveBack(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const all = focusables(panel.current);
    if (!all.length) return;
    const [first, last] = [all[0]!, all[all.length - 1]!];
    const at = document.activeElement;
    if (event.shiftKey && (at === first || !panel.current.contains(at))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (at === last || !panel.current.contains(at))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Modal
      open={open}
      {...props}
      afterOpenChange={(visible) => {
        // antd focuses its own panel (or the close button) on open; someone already in a field stays there
        const active = document.activeElement as HTMLElement | null;
        const untouched =
          !active ||
          !panel.current?.contains(active) ||
          active.classList.contains('ant-modal') ||
          active.classList.contains('ant-modal-close');
        if (visible && panel.current && untouched) firstTarget(panel.current)?.focus();
        else if (!visible) giveBack();
        afterOpenChange?.(visible);
      }}
      modalRender={(node) => (
        <div ref={panel} onKeyDown={onKeyDown}>
          {modalRender ? modalRender(node) : node}
        </div>
      )}
    />
  );
}
