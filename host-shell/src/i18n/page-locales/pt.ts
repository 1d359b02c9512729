import type { ShellPageMessages } from "./en.ts";

/** Portuguese. */
const messages: ShellPageMessages = {
  "adminHost.title": "Escolha o espaço de trabalho a administrar no {{product}}",
  "adminHost.body":
    "Proprietários e administradores abrem o site de administração a partir do seu espaço de trabalho: Gerenciar conta na barra superior o abre com esse espaço selecionado.",
  "adminHost.workspaces": "Ir para o seu espaço de trabalho",
  "adminHost.find": "Encontrar o seu espaço de trabalho",
  "adminHost.refused":
    "Você entrou em {{workspace}} como {{email}}. Somente os proprietários e administradores dele podem gerenciá-lo.",
  "navigationInfo.title": "Não foi possível abrir a conversa",
  "navigationInfo.snapshotUnavailable":
    "Seu espaço de trabalho está pronto, mas a conversa compartilhada não pôde ser copiada para ele: o proprietário a removeu ou deixou de compartilhá-la.",
  "navigationInfo.unavailable": "A conversa não existe ou você não tem acesso a ela!",
  "navigationInfo.close": "Fechar",
  "devOverride.banner": "{{remote}} de {{origin}} — desenvolvimento",
  "devOverride.clear": "Remover",
  "devOverride.title": "Carregar um remoto de um servidor de desenvolvimento",
  "devOverride.intro":
    "Só este navegador carrega o remoto do seu servidor de desenvolvimento; os demais mantêm a versão do espaço de trabalho. Termina após 12 horas ou quando você remover.",
  "devOverride.remote": "Remoto",
  "devOverride.origin": "Servidor de desenvolvimento",
  "devOverride.originHint":
    "Por exemplo http://localhost:3005 (npm run dev -w mf-tools). Apenas este computador ou as origens que o servidor permite.",
  "devOverride.turnOn": "Carregar",
  "devOverride.current": "Carregado agora: {{remote}} de {{origin}}",
  "devOverride.refused.role":
    "Somente proprietários e administradores do espaço de trabalho podem carregar um remoto de um servidor de desenvolvimento.",
  "devOverride.refused.workspace_off":
    "As substituições de desenvolvedor estão desativadas neste espaço de trabalho.",
  "devOverride.refused.instance_off": "As substituições de desenvolvedor estão desativadas neste servidor.",
  "devOverride.error.invalid_origin": "Informe uma origem como http://localhost:3005, sem caminho.",
  "devOverride.error.origin_not_allowed":
    "Apenas este computador (localhost) ou as origens que o servidor permite podem servir um remoto.",
  "devOverride.error.other": "Não foi possível salvar a substituição. Tente novamente.",
  "devOverride.close": "Fechar",
};
export default messages;
