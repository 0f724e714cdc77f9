/**
 * The accounts' words in Quebec French (fr-CA), the twin of en-accounts.ts:
 * the sign-in, reset and set-password dialogs and the account pages. The
 * group `satisfies` its English twin, so a missing or extra key fails the
 * type check.
 */
import type * as en from './en-accounts.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

export const auth = {
  email: 'Courriel',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  newPassword: 'Nouveau mot de passe',
  close: 'Fermer',
  required: 'Obligatoire',
  invalidEmail: 'Courriel invalide',
  tooShort: fmt<[min: number]>('Doit contenir au moins {0} {0|caractère|caractères}'),
  passwordsDontMatch: 'Les mots de passe ne correspondent pas',
  passwordHelp: 'Au moins 8 caractères, dont des majuscules, des minuscules et des chiffres.',
  signIn: {
    title: 'Se connecter',
    description: 'Connectez-vous à votre compte pour suivre vos commandes.',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    emailLink: 'Se connecter avec un lien par courriel',
    activate: 'Besoin d’activer votre compte?',
    forgot: 'Mot de passe oublié?',
    backToSignIn: 'Retour à la connexion',
    noAccount: 'Première visite?',
    createAccount: 'Créer un compte',
  },
  magicLink: {
    title: 'Se connecter par courriel',
    description: 'Nous vous enverrons par courriel un lien qui ouvre votre session.',
    submit: 'Envoyer le lien de connexion',
  },
  activation: {
    title: 'Activer le compte',
    description: 'Nous vous enverrons par courriel un nouveau lien pour activer votre compte.',
    submit: 'Envoyer le lien d’activation',
  },
  signUp: {
    title: 'Créer un compte',
    description: 'Créez un compte pour suivre vos commandes.',
    submit: 'Créer le compte',
    checkEmailText: fmt<[email: string]>(
      'Nous avons envoyé un lien de confirmation à {0}. Ouvrez-le pour activer votre compte et vous connecter.',
    ),
  },
  sending: 'Envoi…',
  saving: 'Enregistrement…',
  errors: {
    invalidCredentials: 'Courriel ou mot de passe invalide',
    emailNotConfirmed: 'Veuillez d’abord confirmer votre adresse courriel',
    rateLimited: 'Trop de tentatives. Veuillez réessayer plus tard',
    noAccount: 'Aucun compte n’est associé à cette adresse courriel',
    activationFailed: 'Impossible de renvoyer le lien d’activation',
    unknown: 'Un problème est survenu',
  },
  toasts: {
    signedIn: 'Connexion réussie!',
    loginLinkSent: 'Lien de connexion envoyé! Consultez vos courriels.',
    activationSent: 'Lien d’activation envoyé! Consultez vos courriels.',
    passwordSet: 'Mot de passe enregistré!',
    passwordUpdated: 'Mot de passe mis à jour!',
    loggedOut: 'Déconnexion réussie!',
    authFailed: 'L’authentification a échoué. Veuillez réessayer.',
    setPasswordFailed: 'Impossible d’enregistrer le mot de passe. Veuillez réessayer.',
    resetFailed: 'Impossible d’envoyer le lien de réinitialisation. Veuillez réessayer.',
    updatePasswordFailed: 'Impossible de modifier le mot de passe. Veuillez réessayer.',
    loadUserFailed: 'Impossible de charger les données du compte',
    dashboardLinkFailed: 'Impossible d’obtenir le lien du tableau de bord',
    logoutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    signOutCleared: 'Erreur lors de la déconnexion. Votre session a été effacée.',
    accessAccountFailed: 'Impossible d’accéder au compte. Veuillez réessayer plus tard.',
    profileSaved: 'Profil enregistré',
    profileSaveFailed: 'Impossible d’enregistrer votre profil. Veuillez réessayer.',
    signUpFailed: 'Impossible de créer votre compte. Veuillez réessayer.',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    description: 'Entrez votre adresse courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien de réinitialisation',
    checkEmail: 'Consultez vos courriels',
    sentTo: fmt<[email: string]>('Nous avons envoyé un lien de réinitialisation à {0}.'),
    spamHint: 'S’il n’arrive pas d’ici quelques minutes, vérifiez votre dossier de courriels indésirables.',
    sendAnother: 'Envoyer un autre lien de réinitialisation',
    backToSignIn: 'Retour à la connexion',
  },
  setPassword: {
    title: 'Choisissez votre mot de passe',
    description: 'Choisissez un mot de passe pour votre compte, afin de vous connecter avec lui la prochaine fois.',
    submit: 'Enregistrer et continuer',
  },
} satisfies typeof en.auth;

/** The account pages' own words (/account, /login, /auth/*): only those pages carry them. */
export const accountPages = {
  updatePassword: {
    title: 'Modifier le mot de passe',
    description: 'Choisissez un nouveau mot de passe pour votre compte.',
    submit: 'Modifier le mot de passe',
    checking: 'Vérification de votre session…',
    done: 'Mot de passe modifié',
    doneText: 'Votre mot de passe a été changé et votre session est ouverte.',
    goToAccount: 'Aller à Mon compte',
  },
  confirm: {
    title: 'Confirmer le compte',
    description: 'Confirmation de votre adresse courriel.',
    confirming: 'Confirmation de votre compte…',
    done: 'Compte confirmé',
    doneText: 'Votre adresse courriel est confirmée et votre session est ouverte.',
    failed: 'Ce lien de confirmation est invalide ou expiré',
    failedText: 'Connectez-vous, ou demandez un nouveau lien d’activation à la page de connexion.',
    goToLogin: 'Aller à la connexion',
    goToAccount: 'Aller à Mon compte',
  },
  account: {
    title: 'Mon compte',
    description: 'Votre profil, vos commandes et votre mot de passe.',
    loading: 'Chargement de votre compte…',
    unavailable: 'Impossible de charger votre compte. Vérifiez votre connexion et rechargez la page.',
    profile: 'Profil',
    fullName: 'Nom complet',
    phone: 'Téléphone',
    emailNote: 'Votre adresse courriel est celle qui vous sert à vous connecter.',
    save: 'Enregistrer le profil',
    saving: 'Enregistrement…',
    orders: 'Commandes et facturation',
    ordersText: 'Consultez vos commandes, vos factures et vos modes de paiement dans le tableau de bord client.',
    ordersUnavailable:
      'Vos commandes s’afficheront ici dès que vous aurez acheté quelque chose avec cette adresse courriel.',
    accessAccount: 'Accéder au compte',
    changePassword: 'Changer le mot de passe',
    logOut: 'Se déconnecter',
  },
  login: {
    title: 'Se connecter',
    description: 'Connectez-vous à votre compte Vélo Nord ou créez-en un.',
  },
} satisfies typeof en.accountPages;
