import type { ShellAccountMessageId } from './account/fr';

/** The shell's French catalogue (`shell.*`); common and error messages come from @cigogne/ui. */
export const fr = {
  'shell.nav.label': 'Navigation principale',
  'shell.nav.home': 'Accueil',
  'shell.nav.predictions': 'Pronostics',
  'shell.nav.wishlists': 'Listes de naissance',
  'shell.nav.timelines': 'Frises',
  'shell.nav.account': 'Mon compte',
  'shell.nav.integrations': 'Outils pour intégrateurs',
  'shell.nav.contact': 'Contact',
  'shell.nav.admin': 'Administration',
  'shell.nav.logout': 'Se déconnecter',
  'shell.nav.login': 'Se connecter',
  'shell.nav.register': 'Créer un compte',
  'shell.nav.openMenu': 'Ouvrir le menu',
  'shell.nav.menuTitle': 'Menu',
  'shell.nav.userMenu': 'Menu de {name}',
  'shell.nav.skipToContent': 'Aller au contenu',

  'shell.footer.legal': 'Mentions légales',
  'shell.footer.copyright': '© {year} Cigogne. Tous droits réservés.',
  'shell.footer.social': 'Suivez-nous sur Instagram',
  'shell.footer.newTab': '(ouvre un nouvel onglet)',
  'shell.footer.tagline': 'Pronostics, listes de naissance et frises pour accueillir bébé.',

  'shell.form.email': 'E-mail',
  'shell.form.password': 'Mot de passe',
  'shell.form.confirmPassword': 'Confirmer le mot de passe',
  'shell.form.firstName': 'Prénom',
  'shell.form.lastName': 'Nom',
  'shell.form.passwordHint': 'Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.',

  'shell.login.title': 'Connexion',
  'shell.login.subtitle': 'Heureux de vous revoir !',
  'shell.login.submit': 'Se connecter',
  'shell.login.forgot': 'Mot de passe oublié ?',
  'shell.login.noAccount': 'Pas encore de compte ?',
  'shell.login.or': 'ou',
  'shell.login.passkey': 'Se connecter avec une clé d’accès',
  'shell.passkey.cancelled': 'Connexion par clé d’accès annulée, ou aucune clé d’accès de Cigogne sur cet appareil.',
  'shell.passkey.unsupported': 'Ce navigateur ne prend pas en charge les clés d’accès.',
  'shell.login.register': 'Créer un compte',
  'shell.login.registered': 'Votre compte a été créé. Vous pouvez maintenant vous connecter.',
  'shell.login.passwordReset': 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',

  'shell.register.title': 'Créer un compte',
  'shell.register.subtitle': 'Préparez l’arrivée de bébé avec vos proches.',
  'shell.register.submit': 'Créer mon compte',
  'shell.register.hasAccount': 'Déjà un compte ?',
  'shell.register.login': 'Se connecter',

  'shell.forgot.title': 'Mot de passe oublié',
  'shell.forgot.subtitle': 'Indiquez votre e-mail, nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'shell.forgot.submit': 'Envoyer le lien',
  'shell.forgot.success': 'Si un compte existe avec cet e-mail, vous recevrez un lien de réinitialisation',
  'shell.forgot.backToLogin': 'Retour à la connexion',

  'shell.reset.title': 'Nouveau mot de passe',
  'shell.reset.subtitle': 'Choisissez votre nouveau mot de passe.',
  'shell.reset.submit': 'Enregistrer le mot de passe',
  'shell.reset.backToLogin': 'Retour à la connexion',

  'shell.dashboard.greeting': 'Bonjour {firstName}',
  'shell.dashboard.subtitle': 'Retrouvez vos pronostics, listes de naissance et frises.',
  'shell.dashboard.welcome': 'Bienvenue sur Cigogne, {firstName} !',
  'shell.dashboard.welcomeHelp': 'Votre compte est prêt. Un lien pour confirmer votre adresse e-mail vous a été envoyé.',
  'shell.section.predictions': 'Pronostics',
  'shell.section.wishlists': 'Listes de naissance',
  'shell.section.timelines': 'Frises',
  'shell.section.admin': 'Administration',

  'shell.login.accountDeleted': 'Votre compte et toutes ses données ont été supprimés. Vous êtes déconnecté(e).',

  'shell.contact.title': 'Nous contacter',
  'shell.contact.subtitle': 'Une question, une idée ? Écrivez-nous, nous vous répondrons par e-mail.',
  'shell.contact.subject': 'Sujet',
  'shell.contact.message': 'Message',
  'shell.contact.submit': 'Envoyer',
  'shell.contact.sendFailed': 'Une erreur s’est produite lors de l’envoi du message. Veuillez réessayer.',
  'shell.contact.successTitle': 'Message envoyé',
  'shell.contact.successText': 'Merci ! Nous vous répondrons dès que possible à votre adresse e-mail.',

  'shell.session.disconnected': 'Vous avez été déconnecté.',

  'shell.legal.title': 'Mentions légales',

  'shell.invitation.title': 'Invitation',
  'shell.invitation.text.prediction': '{inviter} vous invite à gérer son pronostic de naissance avec lui ou elle, en co-parent.',
  'shell.invitation.text.wishlist': '{inviter} vous invite à gérer sa liste de naissance « {title} » avec lui ou elle, en co-parent.',
  'shell.invitation.text.timeline': '{inviter} vous invite à gérer la frise « {title} » avec lui ou elle, en co-parent.',
  'shell.invitation.text.coParent':
    '{inviter} vous invite à être son co-parent : gérer avec lui ou elle tous ses pronostics, listes de naissance et frises, ceux d’aujourd’hui comme ceux à venir.',
  'shell.invitation.rights.coParent':
    'Vous pourrez les modifier, les compléter et suivre leurs nouvelles ; leur suppression reste réservée à {inviter}.',
  'shell.invitation.accepting': 'Acceptation de l’invitation…',
  'shell.invitation.rights':
    'Vous pourrez la modifier, la compléter et suivre ses nouvelles ; seul son propriétaire la supprime ou invite d’autres personnes.',
  'shell.invitation.accept': 'Accepter l’invitation',
  'shell.invitation.signInFirst': 'Connectez-vous, ou créez votre compte, avec l’adresse e-mail à laquelle l’invitation a été envoyée.',
  'shell.invitation.login': 'Se connecter',
  'shell.invitation.register': 'Créer mon compte',
  'shell.invitation.otherAccount':
    'Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec celle-ci pour l’accepter.',
  'shell.invitation.invalid': 'Cette invitation n’est plus valable.',
  'shell.invitation.invalidHelp': 'Elle a déjà été acceptée, retirée ou a expiré (14 jours). Demandez-en une nouvelle.',
  'shell.verify.title': 'Confirmation de votre adresse',
  'shell.verify.pending': 'Vérification du lien…',
  'shell.verify.success': 'Votre adresse e-mail est confirmée. Merci !',
  'shell.verify.invalid': 'Ce lien n’est plus valide.',
  'shell.verify.invalidHelp': 'Il a déjà servi ou a expiré (48 heures). Vous pouvez en demander un nouveau depuis la page Mon compte.',
  'shell.verify.toAccount': 'Aller à Mon compte',
  'shell.verify.toLogin': 'Se connecter',
} as const satisfies Record<string, string>;

/** Ids of this catalogue; the account page's are in account/fr.ts, loaded with that page. */
export type ShellPageMessageId = keyof typeof fr;
export type ShellMessageId = ShellPageMessageId | ShellAccountMessageId;
