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
};
export default fr;
