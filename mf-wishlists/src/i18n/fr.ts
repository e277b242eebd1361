import type { WishlistsCardMessageId } from './card/fr';
import type { WishlistsOwnerMessageId } from './owner/fr';

/** Feature catalogue of mf_wishlists (`wishlists.*`), French (the default language); compiled at build time, so plain strings only. */
export const fr = {
  // the list itself: public view, items, reservation, cancel, example (the owner's screens: owner/)
  'wishlists.view.loading': 'Chargement de la liste…',

  'wishlists.category.hygiene': 'Hygiène',
  'wishlists.category.bedroom': 'Chambre',
  'wishlists.category.wakeup': 'Éveil',
  'wishlists.category.meal': 'Repas',
  'wishlists.category.outings': 'Sorties',
  'wishlists.category.clothing': 'Vêtements',
  'wishlists.category.other': 'Autre',
  'wishlists.category.uncategorized': 'Sans catégorie',

  'wishlists.view.theme': 'Thème',
  'wishlists.view.share': 'Partager',
  'wishlists.view.addItem': 'Ajouter un article',
  'wishlists.view.settings': 'Paramètres',
  'wishlists.view.onlyAvailable': 'Seulement les articles non réservés',
  'wishlists.view.empty': 'Cette liste est encore vide.',
  'wishlists.view.emptyOwner': 'Ajoutez le premier article à partir du lien d’un produit, ou à la main.',
  'wishlists.view.allReserved': 'Tous les articles sont réservés. Merci !',
  'wishlists.view.archived': 'Cette liste est archivée : elle ne prend plus de réservation.',
  'wishlists.view.groupsLabel': 'Articles de la liste',
  'wishlists.view.date': 'Le {date}',

  'wishlists.item.reserved': 'Réservé',
  'wishlists.item.noPrice': 'Prix libre',
  'wishlists.item.reserve': 'Réserver',
  'wishlists.item.reserveLabel': 'Réserver « {title} »',
  'wishlists.item.viewLink': 'Voir le produit',
  'wishlists.item.viewLinkLabel': 'Voir le produit « {title} » (nouvel onglet)',
  'wishlists.item.reservedBy': 'Réservé par {name}',
  'wishlists.item.anonymous': 'Un proche (anonyme)',
  'wishlists.item.imageAlt': 'Photo de « {title} »',
  'wishlists.item.unitsReserved': '{reserved} sur {quantity} réservés',
  'wishlists.item.funded': '{funded} financés sur {price}',
  'wishlists.item.fundedLabel': 'Cagnotte de « {title} »',
  'wishlists.item.contribute': 'Participer',
  'wishlists.item.contributeLabel': 'Participer à « {title} »',
  'wishlists.item.mostWanted': 'Le plus attendu',
  'wishlists.item.groupGift': 'Cagnotte',
  'wishlists.item.unavailable': 'Déjà offert',
  'wishlists.view.pledgesNotice': 'Les cagnottes sont des promesses entre proches : aucun argent ne passe par Cigogne.',

  'wishlists.reserve.title': 'Réserver « {title} »',
  'wishlists.reserve.intro':
    'Pas besoin de compte : indiquez votre nom et votre e-mail, nous vous envoyons un lien pour annuler si besoin.',
  'wishlists.reserve.name': 'Votre nom',
  'wishlists.reserve.email': 'Votre e-mail',
  'wishlists.reserve.emailHelp': 'Seulement pour vous envoyer le lien d’annulation : personne d’autre ne le voit.',
  'wishlists.reserve.anonymous': 'Rester anonyme auprès des parents',
  'wishlists.reserve.message': 'Un mot pour les parents (facultatif)',
  'wishlists.reserve.submit': 'Réserver',
  'wishlists.reserve.successTitle': 'C’est réservé, merci !',
  'wishlists.reserve.successText': 'Un e-mail avec le lien pour annuler la réservation a été envoyé à {email}.',
  'wishlists.reserve.contributeTitle': 'Participer à « {title} »',
  'wishlists.reserve.quantity': 'Combien en offrez-vous ?',
  'wishlists.reserve.quantityHelp': 'Il en reste {left}.',
  'wishlists.reserve.quantityOver': 'Il n’en reste que {left} : indiquez-en {left} au plus.',
  'wishlists.reserve.noneLeft': 'Il n’en reste plus : un autre invité a été plus rapide.',
  'wishlists.reserve.amountOver': 'Il ne reste que {left} à financer : indiquez au plus ce montant.',
  'wishlists.reserve.amount': 'Votre participation (€)',
  'wishlists.reserve.amountHelp': 'Entre 1 € et {left}, ce qu’il reste à financer.',
  'wishlists.reserve.pledgeNotice':
    'C’est une promesse : aucun argent ne passe par Cigogne. Vous verrez avec les parents comment la remettre.',
  'wishlists.reserve.contributeSubmit': 'Participer',
  'wishlists.reserve.pledgedTitle': 'Merci pour votre participation !',
  'wishlists.reserve.takenMeanwhile': 'Quelqu’un vient d’en réserver : il en reste {left}, rien n’a été réservé pour vous.',
  'wishlists.reserve.fundedMeanwhile': 'Quelqu’un vient de participer : il reste {left} à financer, rien n’a été enregistré pour vous.',

  'wishlists.cancel.pageTitle': 'Annuler ma réservation',
  'wishlists.cancel.summary': 'Vous avez réservé « {item} » sur la liste « {wishlist} ».',
  'wishlists.cancel.button': 'Annuler la réservation',
  'wishlists.cancel.dialogTitle': 'Annuler la réservation',
  'wishlists.cancel.confirm': 'Voulez-vous vraiment annuler votre réservation de « {item} » ?',
  'wishlists.cancel.irreversible': 'Cette action est irréversible : l’article redeviendra disponible pour les autres invités.',
  'wishlists.cancel.done': 'Réservation annulée',
  'wishlists.cancel.doneText': 'L’article est de nouveau disponible sur la liste.',
  'wishlists.cancel.backToList': 'Retour à la liste',
  'wishlists.cancel.invalidTitle': 'Lien d’annulation expiré',
  'wishlists.cancel.invalidText': 'Cette réservation a déjà été annulée, ou ce lien n’est plus valide.',

  'wishlists.example.notice': 'Ceci est une liste d’exemple : la réservation et les liens sont désactivés.',
  'wishlists.example.create': 'Créer ma liste',

  // les parents nommés aux invités
  'wishlists.view.parents': '{elision, select, yes {La liste de naissance d’{names}} other {La liste de naissance de {names}}}',
} as const satisfies Record<string, string>;

/** Ids of this catalogue; the dashboard card's are in card/fr.ts, the owner's screens' in owner/fr.ts. */
export type WishlistsPageMessageId = keyof typeof fr;
export type WishlistsMessageId = WishlistsPageMessageId | WishlistsCardMessageId | WishlistsOwnerMessageId;
