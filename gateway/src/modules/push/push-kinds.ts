/**
 * The kinds of event a device may be told of (docs/product.md#push-notifications), each a switch of
 * its subscription: its column in `push_subscriptions`.
 */
export const PUSH_KINDS = {
  /** A reservation or a pledge on a list. */
  reservations: 'notify_reservations',
  /** A new answer to a prediction. */
  answers: 'notify_answers',
  /** A co-owner or a co-parent who accepted an invitation. */
  coParents: 'notify_co_parents',
} as const;

export type PushKind = keyof typeof PUSH_KINDS;

export const PUSH_KIND_NAMES = Object.keys(PUSH_KINDS) as PushKind[];

/** Every kind on: a new subscription's switches when its body names none. */
export const ALL_KINDS_ON: Record<PushKind, boolean> = { reservations: true, answers: true, coParents: true };
