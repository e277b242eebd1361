import type { TimelinesCardMessageId } from './card/fr';

/** Feature catalogue of mf_timelines (`timelines.*`), French (the default language). */
export const fr = {
  'timelines.list.title': 'Mes frises',
  'timelines.list.subtitle': 'Les grands moments de votre enfant, jour après jour.',
  'timelines.list.create': 'Créer une frise',
  'timelines.list.empty': "Vous n'avez pas encore de frise.",
  'timelines.list.emptyHint': 'Créez une frise pour noter les premières fois de votre enfant.',
  'timelines.list.actions': 'Actions pour {title}',
  'timelines.list.preview': 'Aperçu',
  'timelines.list.bornOn': 'Né(e) le {date}',

  'timelines.form.createTitle': 'Nouvelle frise',
  'timelines.form.editTitle': 'Modifier la frise',
  'timelines.form.title': 'Titre',
  'timelines.form.titlePlaceholder': 'Les premiers pas de Léa',
  'timelines.form.firstName': "Prénom de l'enfant",
  'timelines.form.birthDate': 'Date et heure de naissance',
  'timelines.form.themeColor': 'Couleur du thème',
  'timelines.form.visibility': 'Visibilité',
  'timelines.form.submitCreate': 'Créer la frise',
  'timelines.form.submitEdit': 'Enregistrer',

  'timelines.manage.details': 'Détails',
  'timelines.manage.birthDate': 'Date de naissance',
  'timelines.manage.age': 'Âge',
  'timelines.manage.events': 'Événements',
  'timelines.manage.addEvent': 'Ajouter un événement',
  'timelines.manage.noEvents': "Aucun événement pour l'instant.",
  'timelines.manage.noEventsHint': 'Ajoutez le premier souvenir de la frise.',
  'timelines.manage.editEvent': "Modifier l'événement {title}",
  'timelines.manage.deleteEvent': "Supprimer l'événement {title}",
  'timelines.manage.share': 'Partager',
  'timelines.manage.shareHint': 'Envoyez le lien de la frise à vos proches.',
  'timelines.manage.view': 'Voir la frise',
  'timelines.manage.edit': 'Modifier',

  'timelines.event.createTitle': 'Nouvel événement',
  'timelines.event.editTitle': "Modifier l'événement",
  'timelines.event.title': 'Titre',
  'timelines.event.titlePlaceholder': 'Premier sourire',
  'timelines.event.date': 'Date',
  'timelines.event.description': 'Description',
  'timelines.event.submitCreate': "Ajouter l'événement",
  'timelines.event.submitEdit': 'Enregistrer',

  'timelines.share.title': 'Partager la frise',
  'timelines.share.subtitle': 'Envoyez ce lien à vos proches pour qu’ils suivent {firstName}.',

  'timelines.public.age': '{firstName} a {age}',
  'timelines.public.ageAt': 'à {age}',
  'timelines.public.beforeBirth': 'avant la naissance',
  'timelines.public.bornOn': 'Né(e) le {date}',
  'timelines.public.manage': 'Gérer',
  'timelines.public.empty': "Aucun événement pour l'instant.",
  'timelines.public.eventsLabel': 'Événements de la frise',

  'timelines.validation.birthDateFuture': 'La date de naissance ne peut pas être dans le futur.',
  'timelines.validation.dateFuture': 'La date ne peut pas être dans le futur.',
} as const satisfies Record<string, string>;

/** Ids of this catalogue; the dashboard card's are in card/fr.ts. */
export type TimelinesPageMessageId = keyof typeof fr;
export type TimelinesMessageId = TimelinesPageMessageId | TimelinesCardMessageId;
