import type { AuthMessages } from "./en.ts";

/** Portuguese. */
const pt: AuthMessages = {
  "page.poweredBy": "Com tecnologia {{product}}",
  "page.loading": "A carregar o seu espaço de trabalho…",
  "page.redirecting": "Já tem sessão iniciada. A redirecionar…",
  "page.retry": "Tentar novamente",
  "signIn.subtitle": "Inicie sessão para continuar no {{product}}",
  "signIn.google": "Iniciar sessão com a Google",
  "signIn.workEmail": "Iniciar sessão com o e-mail profissional",
  "signIn.or": "ou",
  "signIn.noMethods":
    "Este espaço de trabalho não tem nenhum método de início de sessão ativado. Contacte o seu administrador.",
  "signIn.emailLabel": "E-mail profissional",
  "signIn.emailPlaceholder": "nome@empresa.pt",
  "signIn.passwordLabel": "Palavra-passe",
  "signIn.showPassword": "Mostrar palavra-passe",
  "signIn.submit": "Iniciar sessão",
  "signIn.submitting": "A iniciar sessão…",
  "validation.emailRequired": "Introduza o seu endereço de e-mail profissional.",
  "validation.emailInvalid": "Introduza um endereço de e-mail válido, como nome@empresa.pt.",
  "validation.passwordRequired": "Introduza a sua palavra-passe.",
  "validation.passwordTooShort": "A palavra-passe deve ter pelo menos {{min}} caracteres.",
  "subdomain.title": "Encontre o seu espaço de trabalho",
  "subdomain.description":
    "Introduza o endereço do seu espaço de trabalho para iniciar sessão no {{product}}.",
  "subdomain.label": "Endereço do espaço de trabalho",
  "subdomain.placeholder": "a-sua-empresa",
  "subdomain.required": "Introduza o endereço do seu espaço de trabalho.",
  "subdomain.invalid":
    "Utilize entre 2 e 63 letras minúsculas, algarismos ou hífenes, começando e terminando com uma letra ou um algarismo.",
  "subdomain.submit": "Continuar",
  "subdomain.checking": "A verificar…",
  "parcel.crashed":
    "A página de início de sessão deixou de funcionar. Recarregue a página para tentar novamente.",
  "parcel.reload": "Recarregar",
};
export default pt;
