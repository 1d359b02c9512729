import type { ShareMessages } from "./en.ts";

/** Portuguese. */
const messages: ShareMessages = {
  "action.close": "Fechar",
  "parcel.crashed": "Esta parte da página parou de funcionar.",
  "parcel.reload": "Recarregar a página",
  "view.title": "Definições de visualização",
  "view.markdown": "Vista Markdown",
  "view.latex": "Vista LaTeX",
  "view.latexHint": "A vista LaTeX precisa da vista Markdown.",
  "continue.title": "Continuar esta conversa",
  "continue.intro":
    "Continue-a como uma nova conversa no seu espaço de trabalho ou registe-se com o seu e-mail de trabalho.",
  "continue.email": "E-mail de trabalho",
  "continue.or": "ou",
  "continue.subdomain": "Espaço de trabalho",
  "continue.subdomainHint": "O nome antes do domínio, p. ex. acme",
  "continue.submit": "Continuar",
  "continue.checking": "A efetuar uma verificação de segurança rápida…",
  "continue.invalidEmail": "E-mail inválido",
  "continue.workspaceNotFound": "Não conseguimos encontrar o seu espaço de trabalho. Tente novamente.",
  "continue.workspaceNotReady": "O seu subdomínio ainda não está pronto. Tente novamente mais tarde.",
  "continue.emailExists": "Já existe um utilizador com este e-mail.",
  "continue.removed": "Este instantâneo foi removido pelo proprietário.",
  "continue.failed": "Algo correu mal. Tente novamente mais tarde.",
  "continue.limited":
    "Pode continuar no máximo {{max}} instantâneos a cada {{window}} min. Tente novamente daqui a {{minutes}} min.",
  "continuePage.working": "A continuar a conversa…",
};

export default messages;
