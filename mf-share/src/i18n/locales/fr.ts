import type { ShareMessages } from "./en.ts";

/** French. */
const messages: ShareMessages = {
  "action.close": "Fermer",
  "parcel.crashed": "Cette partie de la page a cessé de fonctionner.",
  "parcel.reload": "Recharger la page",
  "view.title": "Paramètres d'affichage",
  "view.markdown": "Affichage Markdown",
  "view.latex": "Affichage LaTeX",
  "view.latexHint": "L'affichage LaTeX nécessite l'affichage Markdown.",
  "continue.title": "Continuer cette conversation",
  "continue.intro":
    "Continuez-la comme nouvelle conversation dans votre espace de travail, ou inscrivez-vous avec votre e-mail professionnel.",
  "continue.email": "E-mail professionnel",
  "continue.or": "ou",
  "continue.subdomain": "Espace de travail",
  "continue.subdomainHint": "Le nom avant le domaine, par ex. acme",
  "continue.submit": "Continuer",
  "continue.checking": "Vérification de sécurité rapide en cours…",
  "continue.invalidEmail": "E-mail invalide",
  "continue.workspaceNotFound": "Nous ne trouvons pas votre espace de travail. Veuillez réessayer.",
  "continue.workspaceNotReady": "Votre sous-domaine n'est pas encore prêt. Veuillez réessayer plus tard.",
  "continue.emailExists": "Un utilisateur avec cet e-mail existe déjà.",
  "continue.removed": "Cet instantané a été supprimé par son propriétaire.",
  "continue.failed": "Un problème est survenu. Veuillez réessayer plus tard.",
  "continue.limited":
    "Vous pouvez continuer au plus {{max}} instantanés toutes les {{window}} min. Veuillez réessayer dans {{minutes}} min.",
  "continuePage.working": "Poursuite de la conversation…",
};

export default messages;
