/** The forms' and menus' words in Quebec French (fr-CA), the twin of en-forms.ts. */
import type * as en from './en-forms.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const theme = {
  // French puts a non-breaking space before a colon.
  currentLabel: 'Thème de couleur\u00a0: ',
  light: 'Clair',
  dark: 'Sombre',
  system: 'Système',
} satisfies typeof en.theme;

export const contact = {
  dialogTitle: 'Écrivez-nous',
  dialogDescription: 'Une question sur un vélo, une commande ou notre équipement? Posez-la à notre équipe.',
  closeDialog: 'Fermer',
  pageTitle: 'Nous joindre',
  pageDescription:
    'Une question sur un vélo, une commande ou notre équipement? Écrivez à l’équipe Vélo Nord\u00a0: nous répondons en 24 à 48 heures ouvrables.',
  pageIntro:
    'Une question sur un vélo, une commande ou notre équipement? Écrivez-nous avec le formulaire ou par courriel.',
  formTitle: 'Écrivez-nous',
  supportIntro:
    'Des questions sur la taille, l’ajustement, l’assemblage ou la garantie de ce produit? Posez-les à notre équipe.',
  name: 'Nom',
  email: 'Courriel',
  emailLocked: 'L’adresse courriel de votre compte.',
  phone: 'Téléphone',
  message: 'Comment pouvons-nous vous aider?',
  send: 'Envoyer le message',
  sending: 'Envoi…',
  replyPromise:
    'Notre équipe vous répondra en 24 à 48 heures ouvrables, et un courriel de confirmation devrait vous parvenir sous peu.',
  successTitle: 'Message envoyé!',
  successText: fmt<[email: string]>(
    'Merci de nous avoir écrit. Notre équipe vous répondra en 24 à 48 heures ouvrables; un courriel de confirmation est en route vers {0}.',
  ),
  sendAnother: 'Envoyer un autre message',
  sendAnotherRequest: 'Envoyer une autre demande ou un autre message',
  sentToast: 'Message envoyé!',
  supportSentToast: 'Demande de soutien envoyée!',
  failedToast: 'Le message n’a pas pu être envoyé',
  supportFailedToast: 'La demande de soutien n’a pas pu être envoyée',
  failedAlert: 'Le message n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  errorTitle: 'Votre message n’a pas été envoyé',
  tooShort: {
    name: 'Le nom doit contenir au moins 2 caractères',
    email: 'Adresse courriel invalide',
    phone: 'Le numéro de téléphone doit contenir au moins 10 chiffres',
    message: 'Le message doit contenir au moins 10 caractères',
  },
  tooLong: fmt<[field: string, max: number]>('Le champ «\u00a0{0}\u00a0» doit contenir au plus {1} caractères'),
} satisfies typeof en.contact;

export const newsletter = {
  nameLabel: 'Votre nom',
  emailLabel: 'Votre adresse courriel',
  continue: 'Continuer',
  back: 'Retour',
  subscribe: 'S’abonner',
  subscribing: 'Abonnement…',
  nameRequired: 'Veuillez entrer votre nom',
  emailRequired: 'Veuillez entrer votre adresse courriel',
  emailInvalid: 'Veuillez entrer une adresse courriel valide',
  subscribedToast: 'Merci pour votre abonnement!',
  alreadySubscribed: 'Cette adresse est déjà abonnée!',
  failed: 'L’abonnement a échoué. Veuillez réessayer.',
  successTitle: 'Merci de votre inscription!',
  successText: 'Surveillez votre boîte de réception pour notre prochaine infolettre.',
  subscribeAnother: 'Abonner une autre adresse courriel',
} satisfies typeof en.newsletter;

export const recaptcha = {
  notReady: 'reCAPTCHA n’est pas prêt',
  verifyFailed: 'La vérification reCAPTCHA a échoué',
  rateLimited: 'Trop de tentatives. Veuillez réessayer plus tard.',
} satisfies typeof en.recaptcha;

export const accountMenu = {
  label: fmt<[email: string, initials: string]>('{1}, menu du compte {0}'),
  myAccount: 'Mon compte',
  accessAccount: 'Accéder au compte',
  logOut: 'Se déconnecter',
} satisfies typeof en.accountMenu;

export const backInStock = {
  intro: fmt<[choice: string]>('Nous vous écrirons une seule fois, dès que {0} pourra être commandé de nouveau.'),
  thisChoice: 'ce choix',
  emailLabel: 'Adresse courriel',
  submit: 'M’avertir',
  sending: 'Enregistrement…',
  emailRequired: 'Entrez votre adresse courriel.',
  emailInvalid: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
  saved: fmt<[email: string]>('C’est noté. Nous écrirons à {0} une seule fois, au retour en stock.'),
  failed: 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer.',
} satisfies typeof en.backInStock;
