import type { Catalogue } from "../messages.ts";

/** Spanish. */
const es: Catalogue = {
  "error.server": "Se ha producido un error del servidor. Vuelve a intentarlo más tarde.",
  "error.generic": "Se ha producido un error. Vuelve a intentarlo más tarde.",
  "error.other": "Algo salió mal.",
  "error.tryLater": "Algo salió mal. Vuelve a intentarlo más tarde.",
  "signIn.error.subscription_issue":
    "Hay un problema con el plan de suscripción de tu empresa. Ponte en contacto con el administrador de la cuenta de tu empresa para obtener ayuda.",
  "signIn.error.uninvited":
    "No tienes acceso a este espacio de trabajo. Comprueba si has seleccionado el espacio de trabajo correcto o ponte en contacto con tu administrador para obtener ayuda.",
  "signIn.error.default": "Algo salió mal. No se ha podido iniciar sesión. Vuelve a intentarlo más tarde.",
  "signIn.error.invalid_token":
    "Este enlace ha caducado o no es válido. Solicita una nueva invitación o un nuevo restablecimiento de contraseña.",
  "signIn.error.password_disabled":
    "El inicio de sesión con contraseña está desactivado para esta cuenta. Usa otro método de inicio de sesión o pide a tu administrador que active la autenticación con contraseña.",
  "signIn.error.google_disabled":
    "El inicio de sesión con Google está desactivado para esta cuenta. Usa otro método de inicio de sesión o pide a tu administrador que active la autenticación con Google.",
  "signIn.error.invalid_credentials": "La dirección de correo electrónico o la contraseña no son correctas.",
  "signIn.error.rate_limited":
    "Demasiados intentos de inicio de sesión. Espera un momento y vuelve a intentarlo.",
  "signIn.error.captcha_failed": "La comprobación de seguridad ha fallado. Vuelve a intentarlo.",
  "rapidOnboarding.invalid": "Token no válido o caducado.",
  "workspace.infoFailed": "No se ha podido obtener información sobre tu aplicación de {{product}}.",
  "workspace.notFound": "No encontramos tu espacio de trabajo. Vuelve a intentarlo.",
  "workspace.notReady": "Tu subdominio aún no está listo. Vuelve a intentarlo más tarde.",
  "notFound.title": "¡Vaya! Página no encontrada",
  "notFound.backHome": "Volver al inicio",
  "share.continue": "Continuar esta conversación",
  "share.viewSettings": "Opciones de vista",
  "share.created": "Creada el {{date}}",
  "share.assistant": "Asistente",
  "share.participant": "Participante",
  "share.attachments": "Archivos adjuntos",
  "share.pageLabel": "Conversación compartida",
  "share.thoughts": "Razonamiento",
  "share.toolCall": "Llamada a herramienta",
  "share.smartThinking": "Razonamiento inteligente",
  "share.error": "Excepción",
  "share.emptyReply": "Algo salió mal. Inténtalo de nuevo.",
  "rename.empty": "El nombre no puede estar vacío",
  "manage.refused": "¡No tienes permiso de administración!",
  "workspace.signInUnconfigured":
    "El inicio de sesión con Google no está configurado en este servidor (no hay cliente OpenID Connect), así que no se puede ofrecer. Mantenga el inicio de sesión con contraseña o pida a quienes administran {{product}} que lo configuren.",
  "snapshot.emailExists": "Ya existe un usuario con este correo electrónico.",
  "snapshot.removed": "Su propietario ha eliminado esta instantánea.",
  "snapshot.invalidEmail": "Correo electrónico no válido",
  "signup.disabled":
    "El registro de autoservicio está desactivado en este servidor. Pide una invitación a tu administrador.",
  "signup.rateLimited": "Demasiados intentos de registro. Espera un momento y vuelve a intentarlo.",
  "signup.invalidLink": "Este enlace de registro ha caducado o ya se ha usado.",
  "signup.mailFailed": "No hemos podido enviar el correo. Vuelve a intentarlo más tarde.",
  "profile.updated": "Perfil actualizado correctamente.",
  "profile.updateFailed": "No se ha podido actualizar el perfil",
  "profile.unexpected": "Se ha producido un error inesperado",
  "passkeys.fetchFailed": "No se han podido obtener las llaves de acceso.",
  "integrations.fetchFailed": "Error al obtener las integraciones.",
  "helper.didNotStart": "La aplicación auxiliar no se inició correctamente",
  "helper.timeout": "Se agotó el tiempo de espera al comprobar el estado de la aplicación auxiliar",
  "helper.launchFailed": "No se ha podido iniciar la aplicación auxiliar",
  "helper.shutdownFailed": "No se ha podido cerrar la aplicación auxiliar",
  "audio.playback": "Error durante la reproducción de audio.",
  "audio.processing": "Error al procesar los datos de audio.",
  "thrown.loadFailed": "Error al cargar",
  "thrown.invalidToken": "Token no válido",
  "thrown.refreshFailed": "No se ha podido renovar el token",
  "thrown.subdomainFailed": "No se ha podido obtener la información del subdominio",
  "thrown.workspaceSuspended":
    "Este espacio de trabajo está suspendido. Ponte en contacto con el administrador de la cuenta de tu empresa.",
  "remote.failed": "No se ha podido cargar esta parte de {{product}}.",
  "remote.incompatible":
    "Esta parte de {{product}} necesita una versión más reciente de la interfaz (contrato {{needed}}, interfaz {{current}}).",
  "remote.retry": "Reintentar",
  "password.required": "Introduce una contraseña.",
  "password.tooShort": "Esta contraseña es demasiado corta. Debe contener al menos {{min}} caracteres.",
  "password.tooLong": "Esta contraseña es demasiado larga. Debe contener como máximo {{max}} caracteres.",
  "password.tooCommon": "Esta contraseña es demasiado común. Elige una menos previsible.",
  "password.mismatch": "Las dos contraseñas no coinciden.",
  "password.constraints": "La contraseña debe cumplir los siguientes requisitos:",
  "password.rateLimited":
    "Demasiados intentos de restablecer la contraseña. Espera un momento y vuelve a intentarlo.",
};
export default es;
