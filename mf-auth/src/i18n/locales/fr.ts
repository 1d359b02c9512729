import type { AuthMessages } from "./en.ts";

/** French. */
const fr: AuthMessages = {
  "page.poweredBy": "Propulsé par {{product}}",
  "page.loading": "Chargement de votre espace de travail…",
  "page.redirecting": "Vous êtes déjà connecté. Redirection…",
  "page.retry": "Réessayer",
  "signIn.subtitle": "Connectez-vous pour accéder à {{product}}",
  "signIn.google": "Se connecter avec Google",
  "signIn.workEmail": "Se connecter avec l'e-mail professionnel",
  "signIn.or": "ou",
  "signIn.noMethods":
    "Aucune méthode de connexion n'est activée pour cet espace de travail. Veuillez contacter votre administrateur.",
  "signIn.googleUnconfigured":
    "Cet espace de travail se connecte avec Google, qui n’est pas encore configuré sur ce serveur. Un administrateur doit définir {{variable}} (voir le README) ou réactiver la connexion par mot de passe.",
  "signIn.emailLabel": "E-mail professionnel",
  "signIn.emailPlaceholder": "nom@entreprise.fr",
  "signIn.passwordLabel": "Mot de passe",
  "signIn.showPassword": "Afficher le mot de passe",
  "signIn.submit": "Se connecter",
  "signIn.submitting": "Connexion…",
  "validation.emailRequired": "Saisissez votre adresse e-mail professionnelle.",
  "validation.emailInvalid": "Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.",
  "validation.passwordRequired": "Saisissez votre mot de passe.",
  "validation.passwordTooShort": "Le mot de passe doit comporter au moins {{min}} caractères.",
  "subdomain.title": "Trouver votre espace de travail",
  "subdomain.description":
    "Saisissez l'adresse de votre espace de travail pour vous connecter à {{product}}.",
  "subdomain.label": "Adresse de l'espace de travail",
  "subdomain.placeholder": "votre-entreprise",
  "subdomain.required": "Saisissez l'adresse de votre espace de travail.",
  "subdomain.invalid":
    "Utilisez de 2 à 63 lettres minuscules, chiffres ou traits d'union, en commençant et en terminant par une lettre ou un chiffre.",
  "subdomain.submit": "Continuer",
  "subdomain.checking": "Vérification…",
  "parcel.crashed": "La page de connexion a cessé de fonctionner. Rechargez la page pour réessayer.",
  "parcel.reload": "Recharger",
  "authError.backToSignIn": "Retour à la connexion",
  "rapidOnboarding.signingIn": "Connexion en cours…",
  "rapidOnboarding.returnHome": "Retour à la page d'accueil",
  "forgot.title": "Mot de passe oublié",
  "forgot.instructions":
    "Saisissez l'adresse e-mail professionnelle avec laquelle vous vous connectez. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "forgot.submit": "Envoyer",
  "forgot.submitting": "Envoi…",
  "forgot.returnToSignIn": "Retour à la connexion",
  "sent.title": "Consultez vos e-mails",
  "sent.body":
    "Si cette adresse appartient à un membre de l'espace de travail, un lien pour choisir un nouveau mot de passe est en route. Le lien ne fonctionne qu'une fois et expire rapidement.",
  "update.title": "Définir un nouveau mot de passe",
  "update.subtitle": "Choisissez un nouveau mot de passe d'au moins {{min}} caractères.",
  "update.passwordLabel": "Nouveau mot de passe",
  "update.confirmLabel": "Confirmer le mot de passe",
  "update.showPasswords": "Afficher les mots de passe",
  "update.submit": "Enregistrer le mot de passe",
  "update.submitting": "Enregistrement…",
  "update.confirmRequired": "Saisissez à nouveau le mot de passe.",
  "update.checking": "Vérification de votre lien…",
  "update.doneTitle": "Mot de passe modifié",
  "update.doneBody":
    "Votre mot de passe a été modifié et toutes les sessions de votre compte ont été déconnectées. Connectez-vous avec votre nouveau mot de passe.",
  "update.signIn": "Se connecter",
  "passkey.signIn": "Se connecter avec une clé d'accès",
  "passkey.signingIn": "En attente de votre clé d'accès…",
  "passkey.failed":
    "La connexion avec une clé d'accès a échoué. Réessayez ou utilisez une autre méthode de connexion.",
  "passkey.cancelled": "La connexion avec une clé d'accès a été annulée.",
  "signIn.forgotPassword": "Mot de passe oublié ?",
};
export default fr;
