/** The legal notice, in French and English (long prose is kept here rather than in the catalogues). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const legalNotice: Record<'fr' | 'en', { intro: string; updated: string; sections: LegalSection[] }> = {
  fr: {
    intro:
      'Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), voici les informations relatives à l’éditeur et à l’hébergeur du service Cigogne.',
    updated: 'Dernière mise à jour : 25 novembre 2026',
    sections: [
      {
        heading: 'Éditeur',
        paragraphs: [
          'Le service Cigogne est édité par Cigogne SAS, société par actions simplifiée au capital de 10 000 €, immatriculée au RCS de Lyon, dont le siège social est situé 12 rue des Cigognes, 69002 Lyon, France.',
          'Directeur de la publication : le président de Cigogne SAS. Contact : via le formulaire de contact du site ou par courrier à l’adresse du siège.',
        ],
      },
      {
        heading: 'Hébergement',
        paragraphs: [
          'Le service est hébergé dans l’Union européenne par un prestataire d’hébergement professionnel. Ses coordonnées sont communiquées sur simple demande adressée via le formulaire de contact.',
        ],
      },
      {
        heading: 'Données personnelles',
        paragraphs: [
          'Les données saisies (nom, prénom, e-mail, contenus des pronostics, listes et frises) sont utilisées uniquement pour fournir le service. Elles ne sont ni vendues ni cédées à des tiers.',
          'Conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, ainsi que d’un droit d’opposition. Pour l’exercer, écrivez-nous via le formulaire de contact. Vous pouvez également introduire une réclamation auprès de la CNIL.',
        ],
      },
      {
        heading: 'Ce que nous conservons, et combien de temps',
        paragraphs: [
          'Votre compte (nom, prénom, e-mail, mot de passe chiffré) et ce que vous y créez (pronostics et leurs réponses, listes, cadeaux et réservations, frises, demandes de contact) sont conservés tant que le compte existe. Depuis « Mon compte », vous pouvez télécharger toutes ces données dans un fichier, ou supprimer votre compte : tout est alors effacé immédiatement et définitivement, et vos sessions sont fermées.',
          'Invités : l’adresse e-mail donnée pour réserver un cadeau ne sert qu’à envoyer la confirmation et son lien d’annulation ; elle est effacée 30 jours après la réservation (le nom et le message restent visibles du propriétaire de la liste). Une réponse à un pronostic ne contient pas d’adresse e-mail.',
          'Les e-mails envoyés sont conservés 30 jours, le journal des erreurs (adresse IP, navigateur) 30 jours, et les compteurs de limitation des tentatives (par adresse IP ou e-mail) au plus 2 jours après leur période. Les liens de réinitialisation du mot de passe expirent après une heure et sont effacés 7 jours plus tard.',
        ],
      },
      {
        heading: 'Cookies et stockage local',
        paragraphs: [
          'Cigogne n’utilise pas de cookies publicitaires. Le navigateur conserve votre session de connexion, votre langue et, pour les invités, la réponse donnée à un pronostic (cookie d’un an), uniquement pour le bon fonctionnement du service.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'La marque Cigogne, le site et ses contenus éditoriaux sont protégés par le droit de la propriété intellectuelle. Les contenus publiés par les utilisateurs restent leur propriété ; ils en garantissent la licéité.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          'Cigogne s’efforce d’assurer l’exactitude des informations et la disponibilité du service, sans pouvoir la garantir. Les liens vers des sites marchands figurant dans les listes de naissance relèvent de la responsabilité de leurs éditeurs.',
        ],
      },
    ],
  },
  en: {
    intro:
      'In accordance with French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), here is the information about the publisher and the host of the Cigogne service.',
    updated: 'Last updated: 25 November 2026',
    sections: [
      {
        heading: 'Publisher',
        paragraphs: [
          'The Cigogne service is published by Cigogne SAS, a simplified joint-stock company with a share capital of €10,000, registered with the Lyon Trade and Companies Register, whose registered office is at 12 rue des Cigognes, 69002 Lyon, France.',
          'Publication director: the president of Cigogne SAS. Contact: through the contact form of the site or by post at the registered office address.',
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          'The service is hosted in the European Union by a professional hosting provider. Its details are available on request through the contact form.',
        ],
      },
      {
        heading: 'Personal data',
        paragraphs: [
          'The data you enter (first name, last name, e-mail, content of predictions, birth lists and timelines) is only used to provide the service. It is neither sold nor transferred to third parties.',
          'Under the General Data Protection Regulation (GDPR) and the French Data Protection Act, you have the right to access, rectify, erase, restrict and port your data, and the right to object. To exercise these rights, write to us through the contact form. You may also lodge a complaint with the CNIL.',
        ],
      },
      {
        heading: 'What we keep, and for how long',
        paragraphs: [
          'Your account (first and last name, e-mail, hashed password) and what you create with it (predictions and their answers, birth lists, gifts and reservations, timelines, contact requests) are kept as long as the account exists. From "My account" you can download all of this data as one file, or delete your account: everything is then erased at once and for good, and your sessions end.',
          'Guests: the e-mail address given to reserve a gift only carries the confirmation and its cancel link; it is erased 30 days after the reservation (the name and message stay visible to the list’s owner). An answer to a prediction holds no e-mail address.',
          'Mails sent are kept 30 days, the error log (IP address, browser) 30 days, and the attempt-limiting counters (per IP address or e-mail) at most 2 days after their period. Password reset links expire after one hour and are erased 7 days later.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'Cigogne uses no advertising cookies. Your browser keeps your sign-in session, your language and, for guests, the answer given to a prediction (a one-year cookie), only so that the service works.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The Cigogne brand, the site and its editorial content are protected by intellectual property law. Content published by users remains their property; they guarantee that it is lawful.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Cigogne strives to keep its information accurate and the service available, without being able to guarantee it. Links to shops in birth lists are the responsibility of their publishers.',
        ],
      },
    ],
  },
};
