import type { AuthMessages } from "./en.ts";

/** Spanish. */
const es: AuthMessages = {
  "page.poweredBy": "Con la tecnología de {{product}}",
  "page.loading": "Cargando tu espacio de trabajo…",
  "page.redirecting": "Ya has iniciado sesión. Redirigiendo…",
  "page.retry": "Reintentar",
  "signIn.subtitle": "Inicia sesión para continuar en {{product}}",
  "signIn.google": "Iniciar sesión con Google",
  "signIn.workEmail": "Iniciar sesión con el correo del trabajo",
  "signIn.or": "o",
  "signIn.noMethods":
    "Este espacio de trabajo no tiene ningún método de inicio de sesión activado. Ponte en contacto con tu administrador.",
  "signIn.googleUnconfigured":
    "Este espacio de trabajo inicia sesión con Google, que aún no está configurado en este servidor. Un administrador debe definir {{variable}} (consulta el README) o volver a activar el inicio de sesión con contraseña.",
  "signIn.emailLabel": "Correo electrónico del trabajo",
  "signIn.emailPlaceholder": "nombre@empresa.es",
  "signIn.passwordLabel": "Contraseña",
  "signIn.showPassword": "Mostrar contraseña",
  "signIn.submit": "Iniciar sesión",
  "signIn.submitting": "Iniciando sesión…",
  "validation.emailRequired": "Introduce tu dirección de correo electrónico del trabajo.",
  "validation.emailInvalid": "Introduce una dirección de correo electrónico válida, como nombre@empresa.es.",
  "validation.passwordRequired": "Introduce tu contraseña.",
  "validation.passwordTooShort": "La contraseña debe tener al menos {{min}} caracteres.",
  "subdomain.title": "Encuentra tu espacio de trabajo",
  "subdomain.description":
    "Introduce la dirección de tu espacio de trabajo para iniciar sesión en {{product}}.",
  "subdomain.label": "Dirección del espacio de trabajo",
  "subdomain.placeholder": "tu-empresa",
  "subdomain.required": "Introduce la dirección de tu espacio de trabajo.",
  "subdomain.invalid":
    "Usa entre 2 y 63 letras minúsculas, números o guiones, empezando y terminando por una letra o un número.",
  "subdomain.submit": "Continuar",
  "subdomain.checking": "Comprobando…",
  "parcel.crashed":
    "La página de inicio de sesión ha dejado de funcionar. Vuelve a cargar la página para intentarlo de nuevo.",
  "parcel.reload": "Volver a cargar",
  "authError.backToSignIn": "Volver a iniciar sesión",
  "rapidOnboarding.signingIn": "Iniciando sesión…",
  "rapidOnboarding.returnHome": "Volver a la página de inicio",
  "forgot.title": "Contraseña olvidada",
  "forgot.instructions":
    "Introduce la dirección de correo de trabajo con la que inicias sesión. Te enviaremos un enlace para elegir una nueva contraseña.",
  "forgot.submit": "Enviar",
  "forgot.submitting": "Enviando…",
  "forgot.returnToSignIn": "Volver al inicio de sesión",
  "sent.title": "Revisa tu correo",
  "sent.body":
    "Si esta dirección pertenece a un miembro del espacio de trabajo, te hemos enviado un enlace para elegir una nueva contraseña. El enlace funciona una sola vez y caduca en poco tiempo.",
  "update.title": "Establecer una nueva contraseña",
  "update.subtitle": "Elige una nueva contraseña de al menos {{min}} caracteres.",
  "update.passwordLabel": "Nueva contraseña",
  "update.confirmLabel": "Confirmar contraseña",
  "update.showPasswords": "Mostrar contraseñas",
  "update.submit": "Guardar contraseña",
  "update.submitting": "Guardando…",
  "update.confirmRequired": "Vuelve a introducir la contraseña.",
  "update.checking": "Comprobando tu enlace…",
  "update.doneTitle": "Contraseña cambiada",
  "update.doneBody":
    "Tu contraseña se ha cambiado y se han cerrado todas las sesiones de tu cuenta. Inicia sesión con tu nueva contraseña.",
  "update.signIn": "Iniciar sesión",
  "passkey.signIn": "Iniciar sesión con una llave de acceso",
  "passkey.signingIn": "Esperando tu llave de acceso…",
  "passkey.failed": "No se pudo iniciar sesión con la llave de acceso. Inténtalo de nuevo o usa otro método.",
  "passkey.cancelled": "Se canceló el inicio de sesión con llave de acceso.",
  "signIn.forgotPassword": "¿Has olvidado tu contraseña?",
};
export default es;
