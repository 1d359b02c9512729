import type { Catalogue } from "../messages.ts";

/** French. */
const fr: Catalogue = {
  "error.server": "Une erreur de serveur s'est produite. Veuillez réessayer plus tard.",
  "error.generic": "Une erreur s'est produite. Veuillez réessayer plus tard.",
  "error.other": "Un problème est survenu.",
  "error.tryLater": "Un problème est survenu. Veuillez réessayer plus tard.",
  "signIn.error.subscription_issue":
    "Il y a un problème avec l'abonnement de votre entreprise. Veuillez contacter l'administrateur du compte de votre entreprise pour obtenir de l'aide.",
  "signIn.error.uninvited":
    "Vous n'avez pas accès à cet espace de travail. Vérifiez que vous avez choisi le bon espace de travail ou contactez votre administrateur pour obtenir de l'aide.",
  "signIn.error.default": "Un problème est survenu. Connexion impossible. Veuillez réessayer plus tard.",
  "signIn.error.invalid_token":
    "Ce lien a expiré ou n'est pas valide. Veuillez demander une nouvelle invitation ou une nouvelle réinitialisation du mot de passe.",
  "signIn.error.password_disabled":
    "La connexion par mot de passe est actuellement désactivée pour ce compte. Veuillez utiliser une autre méthode de connexion ou contacter votre administrateur pour activer l'authentification par mot de passe.",
  "signIn.error.google_disabled":
    "La connexion avec Google est actuellement désactivée pour ce compte. Veuillez utiliser une autre méthode de connexion ou contacter votre administrateur pour activer l'authentification Google.",
  "signIn.error.invalid_credentials": "L'adresse e-mail ou le mot de passe est incorrect.",
  "signIn.error.rate_limited": "Trop de tentatives de connexion. Veuillez patienter un instant et réessayer.",
  "signIn.error.captcha_failed": "La vérification de sécurité a échoué. Veuillez réessayer.",
  "rapidOnboarding.invalid": "Jeton invalide ou expiré.",
  "workspace.infoFailed": "Impossible d'obtenir les informations sur votre application {{product}}.",
  "workspace.notFound": "Nous ne trouvons pas votre espace de travail. Veuillez réessayer.",
  "workspace.notReady": "Votre sous-domaine n'est pas encore prêt. Veuillez réessayer plus tard.",
  "notFound.title": "Oups ! Page introuvable",
  "notFound.backHome": "Retour à l'accueil",
  "share.continue": "Continuer cette conversation",
  "share.viewSettings": "Paramètres d'affichage",
  "share.created": "Créée le {{date}}",
  "share.assistant": "Assistant IA",
  "share.participant": "Participant·e",
  "share.attachments": "Fichiers joints",
  "share.pageLabel": "Conversation partagée",
  "share.thoughts": "Réflexion",
  "share.toolCall": "Appel d'outil",
  "share.smartThinking": "Réflexion intelligente",
  "share.error": "Erreur",
  "share.emptyReply": "Un problème est survenu. Réessayez.",
  "rename.empty": "Le nom ne doit pas être vide",
  "manage.refused": "Vous n'avez pas l'autorisation de gestion !",
  "workspace.signInUnconfigured":
    "La connexion avec Google n'est pas configurée sur ce serveur (aucun client OpenID Connect) : elle ne peut pas être proposée. Gardez la connexion par mot de passe ou demandez aux personnes qui exploitent {{product}} de la configurer.",
  "snapshot.emailExists": "Un utilisateur avec cette adresse e-mail existe déjà.",
  "snapshot.removed": "Cet instantané a été supprimé par son propriétaire.",
  "snapshot.invalidEmail": "Adresse e-mail invalide",
  "signup.disabled":
    "L'inscription en libre-service est désactivée sur ce serveur. Demandez une invitation à votre administrateur.",
  "signup.rateLimited": "Trop de tentatives d'inscription. Patientez un instant puis réessayez.",
  "signup.invalidLink": "Ce lien d'inscription a expiré ou a déjà été utilisé.",
  "signup.mailFailed": "Nous n'avons pas pu envoyer l'e-mail. Veuillez réessayer plus tard.",
  "profile.updated": "Profil mis à jour avec succès.",
  "profile.updateFailed": "Échec de la mise à jour du profil",
  "profile.unexpected": "Une erreur inattendue s'est produite",
  "passkeys.fetchFailed": "Impossible de récupérer les clés d'accès.",
  "integrations.fetchFailed": "Erreur lors de la récupération des intégrations.",
  "helper.didNotStart": "L'application d'assistance n'a pas démarré correctement",
  "helper.timeout": "La vérification de l'état de l'application d'assistance a expiré",
  "helper.launchFailed": "Impossible de lancer l'application d'assistance",
  "helper.shutdownFailed": "Impossible d'arrêter l'application d'assistance",
  "audio.playback": "Erreur lors de la lecture audio.",
  "audio.processing": "Erreur lors du traitement des données audio.",
  "thrown.loadFailed": "Échec du chargement",
  "thrown.invalidToken": "Jeton invalide",
  "thrown.refreshFailed": "Échec de l'actualisation du jeton",
  "thrown.subdomainFailed": "Impossible de récupérer les informations du sous-domaine",
  "thrown.workspaceSuspended":
    "Cet espace de travail est suspendu. Veuillez contacter l'administrateur du compte de votre entreprise.",
  "remote.failed": "Cette partie de {{product}} n'a pas pu être chargée.",
  "remote.incompatible":
    "Cette partie de {{product}} nécessite une version plus récente de l'interface (contrat {{needed}}, interface {{current}}).",
  "remote.retry": "Réessayer",
  "password.required": "Saisissez un mot de passe.",
  "password.tooShort": "Ce mot de passe est trop court. Il doit contenir au moins {{min}} caractères.",
  "password.tooLong": "Ce mot de passe est trop long. Il doit contenir au plus {{max}} caractères.",
  "password.tooCommon": "Ce mot de passe est trop courant. Choisissez-en un moins prévisible.",
  "password.mismatch": "Les deux mots de passe ne correspondent pas.",
  "password.constraints": "Le mot de passe doit respecter les contraintes suivantes :",
  "password.rateLimited":
    "Trop de tentatives de réinitialisation du mot de passe. Veuillez patienter un instant et réessayer.",
};
export default fr;
