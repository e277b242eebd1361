import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from '@cigogne/ui/router';

type Props = Omit<ButtonProps, 'href'> & { to: string };

/**
 * An antd button that is a real link (open in a new tab, copy link address, announced as a link)
 * yet navigates inside the SPA on a plain click, through react-router's own link handler.
 * An `onClick` runs first; calling `event.preventDefault()` in it cancels the navigation.
 */
export function ButtonLink({ to, onClick, ...rest }: Props) {
  const href = useHref(to);
  const handleLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const handle = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as MouseEvent<HTMLAnchorElement & HTMLButtonElement>);
    if (!event.defaultPrevented) handleLinkClick(event as MouseEvent<HTMLAnchorElement>);
  };
  return <Button {...rest} href={href} onClick={handle} />;
}
