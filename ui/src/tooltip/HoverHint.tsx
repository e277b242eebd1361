import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import './hover-hint.css';

const DELAY_MS = 100; // antd Tooltip's mouseEnterDelay / mouseLeaveDelay
const EDGE_PX = 8;

/**
 * antd's Tooltip look (dark bubble above, arrow, 250 px wide at most, kept inside the viewport)
 * without its code (rc-tooltip, motion and the ConfigProvider it needs, in every frontend that
 * shows one). Shown on hover, and on keyboard focus; the child gets `aria-describedby` while shown.
 */
export function HoverHint({ title, children }: { title: string; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // like antd's autoAdjustOverflow: slide the bubble (not the arrow) back inside the viewport
  useLayoutEffect(() => {
    if (!open || !bubble.current) return setShift(0);
    const rect = bubble.current.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (rect.right > width - EDGE_PX) setShift(width - EDGE_PX - rect.right);
    else if (rect.left < EDGE_PX) setShift(EDGE_PX - rect.left);
  }, [open]);
  return (
    <span
      className="cg-hint"
      onPointerEnter={() => later(true)}
      onPointerLeave={() => later(false)}
      onFocus={(event) => (event.target as HTMLElement).matches(':focus-visible') && later(true)}
      onBlur={() => later(false)}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <>
          <span className="cg-hint__arrow" aria-hidden />
          <span ref={bubble} id={id} role="tooltip" className="cg-hint__bubble" style={{ marginLeft: shift }}>
            {title}
          </span>
        </>
      )}
    </span>
  );
}
