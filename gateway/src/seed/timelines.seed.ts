import type { EntityManager } from '@mikro-orm/postgresql';
import { ThemeColor, Visibility } from '../common/enums.js';
import type { User } from '../modules/auth/user.entity.js';
import { TimelineEvent } from '../modules/timelines/timeline-event.entity.js';
import { Timeline } from '../modules/timelines/timeline.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** A moment `days` (and `hours`) after `from`; every seeded date stays in the past. */
const after = (from: Date, days: number, hours = 0) => new Date(from.getTime() + days * DAY_MS + hours * 3600 * 1000);

/** Camille's sample timelines (French, docs/product.md#who-it-is-for): a public one to share, a private one. */
export function seedTimelines(em: EntityManager, owner: User): void {
  const now = Date.now();
  // about four months old, born early in the morning: the last event is still ten days ago
  const jadeBorn = new Date(now - 120 * DAY_MS);
  jadeBorn.setUTCHours(6, 42, 0, 0);
  const jade = em.create(Timeline, {
    owner,
    title: 'Les premiers mois de Jade',
    firstName: 'Jade',
    birthDate: jadeBorn,
    themeColor: ThemeColor.pink,
    visibility: Visibility.public,
    createdAt: after(jadeBorn, 2),
  });
  const jadeEvents: [days: number, hours: number, title: string, type: string | null, description: string | null][] = [
    [
      0,
      0,
      'Naissance à la maternité',
      'naissance',
      'Jade est arrivée au petit matin : 3,2 kg et 49 cm. Toute la famille est sur un petit nuage.',
    ],
    [3, 4, 'Premier bain', 'premiere-fois', 'Un peu surprise au début, puis très détendue dans les bras de papa.'],
    [
      9,
      8,
      'Rencontre avec les grands-parents',
      'famille',
      'Mamie et papi sont venus de Lyon. Beaucoup de photos et quelques larmes de joie.',
    ],
    [42, 3, 'Premier sourire', 'premiere-fois', 'Un vrai sourire, pas seulement aux anges : pour maman, au réveil.'],
    [71, 5, 'Premiers gazouillis', 'premiere-fois', null],
    [110, 2, 'Premières dents', 'sante', 'Deux petites dents en bas. Les nuits ont été agitées, l’anneau de dentition aide beaucoup.'],
  ];
  for (const [days, hours, title, type, description] of jadeEvents) {
    em.create(TimelineEvent, { timeline: jade, title, type, description, date: after(jadeBorn, days, hours) });
  }

  // a private draft: only Camille sees it
  const leoBorn = new Date(now - 400 * DAY_MS);
  leoBorn.setUTCHours(14, 5, 0, 0);
  const leo = em.create(Timeline, {
    owner,
    title: 'Le journal de Léo',
    firstName: 'Léo',
    birthDate: leoBorn,
    themeColor: ThemeColor.sky,
    visibility: Visibility.private,
    createdAt: after(leoBorn, 1),
  });
  em.create(TimelineEvent, {
    timeline: leo,
    title: 'Naissance',
    type: 'naissance',
    description: 'Né un dimanche après-midi, en pleine forme.',
    date: leoBorn,
  });
  em.create(TimelineEvent, {
    timeline: leo,
    title: 'Premiers pas',
    type: 'premiere-fois',
    description: 'Trois pas vers le canapé, puis une belle chute sur les fesses.',
    date: after(leoBorn, 380, 2),
  });
}
