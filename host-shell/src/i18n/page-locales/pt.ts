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
};
export default messages;
