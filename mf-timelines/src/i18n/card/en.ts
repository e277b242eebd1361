import type { TimelinesCardMessageId } from './fr';

/** The messages of the dashboard card, English; same keys as fr.ts. */
export const en: Record<TimelinesCardMessageId, string> = {
  'timelines.count.events': '{count, plural, one {# event} other {# events}}',
  'timelines.count.photos': '{count, plural, one {# photo} other {# photos}}',
  'timelines.card.title': 'Timelines',
  'timelines.card.empty': 'You don’t have a timeline yet.',
  'timelines.card.create': 'Create a timeline',
  'timelines.card.seeAll': 'See all my timelines',
  'timelines.card.view': 'View {title}',
  'timelines.card.manage': 'Manage {title}',
  'timelines.card.share': 'Share {title}',
};
