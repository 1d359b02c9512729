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
  "signIn.googleUnconfigured":
    "Este espaço de trabalho entra com o Google, que ainda não está configurado neste servidor. Um administrador precisa definir {{variable}} (veja o README) ou reativar o acesso com senha.",
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
  "authError.backToSignIn": "Voltar ao início de sessão",
  "rapidOnboarding.signingIn": "A iniciar sessão…",
  "rapidOnboarding.returnHome": "Voltar à página inicial",
  "forgot.title": "Esqueceu-se da palavra-passe",
  "forgot.instructions":
    "Introduza o endereço de e-mail profissional com que inicia sessão. Enviaremos uma ligação para escolher uma nova palavra-passe.",
  "forgot.submit": "Enviar",
  "forgot.submitting": "A enviar…",
  "forgot.returnToSignIn": "Voltar ao início de sessão",
  "sent.title": "Verifique o seu e-mail",
  "sent.body":
    "Se este endereço pertencer a um membro do espaço de trabalho, foi enviada uma ligação para escolher uma nova palavra-passe. A ligação funciona uma vez e expira pouco tempo depois.",
  "update.title": "Definir uma nova palavra-passe",
  "update.subtitle": "Escolha uma nova palavra-passe com pelo menos {{min}} caracteres.",
  "update.passwordLabel": "Nova palavra-passe",
  "update.confirmLabel": "Confirmar palavra-passe",
  "update.showPasswords": "Mostrar palavras-passe",
  "update.submit": "Guardar palavra-passe",
  "update.submitting": "A guardar…",
  "update.confirmRequired": "Introduza novamente a palavra-passe.",
  "update.checking": "A verificar a sua ligação…",
  "update.doneTitle": "Palavra-passe alterada",
  "update.doneBody":
    "A sua palavra-passe foi alterada e todas as sessões da sua conta foram terminadas. Inicie sessão com a nova palavra-passe.",
  "update.signIn": "Iniciar sessão",
  "passkey.signIn": "Iniciar sessão com uma chave de acesso",
  "passkey.signingIn": "A aguardar a sua chave de acesso…",
  "passkey.failed":
    "Não foi possível iniciar sessão com a chave de acesso. Tente novamente ou utilize outro método.",
  "passkey.cancelled": "O início de sessão com chave de acesso foi cancelado.",
  "signIn.forgotPassword": "Esqueceu-se da palavra-passe?",
};
export default pt;
