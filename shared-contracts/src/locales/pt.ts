import type { Catalogue } from "../messages.ts";

/** Portuguese. */
const pt: Catalogue = {
  "error.server": "Ocorreu um erro no servidor. Tente novamente mais tarde.",
  "error.generic": "Ocorreu um erro. Tente novamente mais tarde.",
  "error.other": "Algo correu mal.",
  "error.tryLater": "Algo correu mal. Tente novamente mais tarde.",
  "signIn.error.subscription_issue":
    "Existe um problema com o plano de subscrição da sua empresa. Contacte o administrador da conta da sua empresa para obter ajuda.",
  "signIn.error.uninvited":
    "Não tem acesso a este espaço de trabalho. Verifique se selecionou o espaço de trabalho correto ou contacte o seu administrador para obter ajuda.",
  "signIn.error.default": "Algo correu mal. Não foi possível iniciar sessão. Tente novamente mais tarde.",
  "signIn.error.invalid_token":
    "Esta ligação expirou ou é inválida. Peça um novo convite ou uma nova reposição da palavra-passe.",
  "signIn.error.password_disabled":
    "O início de sessão com palavra-passe está atualmente desativado para esta conta. Utilize outro método de início de sessão ou contacte o seu administrador para ativar a autenticação por palavra-passe.",
  "signIn.error.google_disabled":
    "O início de sessão com a Google está atualmente desativado para esta conta. Utilize outro método de início de sessão ou contacte o seu administrador para ativar a autenticação com a Google.",
  "signIn.error.invalid_credentials": "O endereço de e-mail ou a palavra-passe estão incorretos.",
  "signIn.error.rate_limited":
    "Demasiadas tentativas de início de sessão. Aguarde um momento e tente novamente.",
  "signIn.error.captcha_failed": "A verificação de segurança falhou. Tente novamente.",
  "rapidOnboarding.invalid": "Token inválido ou expirado.",
  "workspace.infoFailed": "Não foi possível obter informações sobre a sua aplicação {{product}}.",
  "workspace.notFound": "Não conseguimos encontrar o seu espaço de trabalho. Tente novamente.",
  "workspace.notReady": "O seu subdomínio ainda não está pronto. Tente novamente mais tarde.",
  "notFound.title": "Ups! Página não encontrada",
  "notFound.backHome": "Voltar ao início",
  "share.continue": "Continuar esta conversa",
  "share.viewSettings": "Definições de visualização",
  "share.created": "Criada em {{date}}",
  "share.assistant": "Assistente",
  "share.participant": "Participante",
  "share.attachments": "Ficheiros anexados",
  "share.pageLabel": "Conversa partilhada",
  "share.thoughts": "Raciocínio",
  "share.toolCall": "Chamada de ferramenta",
  "share.smartThinking": "Raciocínio inteligente",
  "share.error": "Erro",
  "share.emptyReply": "Algo deu errado. Tente novamente.",
  "rename.empty": "O nome não pode estar vazio",
  "manage.refused": "Não tem permissão de gestão!",
  "workspace.signInUnconfigured":
    "O início de sessão com Google não está configurado neste servidor (sem cliente OpenID Connect), por isso não pode ser oferecido. Mantenha o início de sessão com palavra-passe ou peça a quem gere o {{product}} que o configure.",
  "snapshot.emailExists": "Já existe um utilizador com este e-mail.",
  "snapshot.removed": "Este instantâneo foi removido pelo respetivo proprietário.",
  "snapshot.invalidEmail": "E-mail inválido",
  "signup.disabled":
    "O registo self-service está desativado neste servidor. Peça um convite ao seu administrador.",
  "signup.rateLimited": "Demasiadas tentativas de registo. Aguarde um momento e tente novamente.",
  "signup.invalidLink": "Esta ligação de registo expirou ou já foi utilizada.",
  "signup.mailFailed": "Não foi possível enviar o e-mail. Tente novamente mais tarde.",
  "profile.updated": "Perfil atualizado com sucesso.",
  "profile.updateFailed": "Não foi possível atualizar o perfil",
  "profile.unexpected": "Ocorreu um erro inesperado",
  "passkeys.fetchFailed": "Não foi possível obter as chaves de acesso.",
  "integrations.fetchFailed": "Erro ao obter as integrações.",
  "helper.didNotStart": "A aplicação auxiliar não foi iniciada corretamente",
  "helper.timeout": "A verificação do estado da aplicação auxiliar excedeu o tempo limite",
  "helper.launchFailed": "Não foi possível iniciar a aplicação auxiliar",
  "helper.shutdownFailed": "Não foi possível encerrar a aplicação auxiliar",
  "audio.playback": "Erro durante a reprodução de áudio.",
  "audio.processing": "Erro ao processar os dados de áudio.",
  "thrown.loadFailed": "Falha ao carregar",
  "thrown.invalidToken": "Token inválido",
  "thrown.refreshFailed": "Não foi possível renovar o token",
  "thrown.subdomainFailed": "Não foi possível obter as informações do subdomínio",
  "thrown.workspaceSuspended":
    "Este espaço de trabalho está suspenso. Entre em contato com o administrador da conta da sua empresa.",
  "remote.failed": "Não foi possível carregar esta parte do {{product}}.",
  "remote.incompatible":
    "Esta parte do {{product}} precisa de uma versão mais recente da interface (contrato {{needed}}, interface {{current}}).",
  "remote.retry": "Tentar novamente",
  "password.required": "Introduza uma palavra-passe.",
  "password.tooShort": "Esta palavra-passe é demasiado curta. Deve ter pelo menos {{min}} caracteres.",
  "password.tooLong": "Esta palavra-passe é demasiado longa. Deve ter no máximo {{max}} caracteres.",
  "password.tooCommon": "Esta palavra-passe é demasiado comum. Escolha uma menos previsível.",
  "password.mismatch": "As duas palavras-passe não coincidem.",
  "password.constraints": "A palavra-passe deve cumprir os seguintes requisitos:",
  "password.rateLimited":
    "Demasiadas tentativas de redefinir a palavra-passe. Aguarde um momento e tente novamente.",
};
export default pt;
