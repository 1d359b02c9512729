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
};
export default es;
