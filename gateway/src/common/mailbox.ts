/** The address in a sender like `Cigogne <no-reply@cigogne.local>` (MAIL_FROM), or undefined when it holds none. */
export function mailboxOf(sender: string): string | undefined {
  return /[^\s<>]+@[^\s<>]+/.exec(sender)?.[0];
}
