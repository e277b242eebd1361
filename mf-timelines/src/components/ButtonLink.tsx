import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

type Props = Omit<ButtonProps, 'href'> & { to: string };

/** An antd button that is a real link (open in a new tab works) yet navigates inside the SPA. */
export function ButtonLink({ to, onClick, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as never);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...rest} href={href} onClick={handle} />;
}
