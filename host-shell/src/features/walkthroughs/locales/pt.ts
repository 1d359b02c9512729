import type { WalkthroughMessages } from "./en.ts";

/** Portuguese. */
const pt: WalkthroughMessages = {
  "controls.next": "Seguinte",
  "controls.back": "Anterior",
  "controls.done": "Concluir",
  "controls.close": "Fechar a visita guiada",
  "controls.progress": "Passo {{current}} de {{total}}",
  "user-introduction.new-conversation.title": "Iniciar uma nova conversa",
  "user-introduction.new-conversation.body":
    "Clique aqui para abrir uma nova conversa sempre que quiser começar um novo assunto.",
  "user-introduction.model-selection.title": "Escolher um modelo de IA",
  "user-introduction.model-selection.body":
    "Escolha o modelo que lhe responde. Cada um tem os seus pontos fortes, velocidade e custo.",
  "user-introduction.chat-input.title": "Escrever a sua mensagem",
  "user-introduction.chat-input.body":
    "Escreva aqui a sua pergunta ou instruções e prima Enter para as enviar.",
  "user-introduction.tool-selection.title": "Selecionar ferramentas de IA",
  "user-introduction.tool-selection.body":
    "As ferramentas dão ao modelo capacidades extra, como pesquisar, ler ficheiros ou executar tarefas.",
  "user-introduction.teach-me-anything.title": "Escolher a ferramenta «Ensina-me qualquer coisa»",
  "user-introduction.teach-me-anything.body":
    "Esta ferramenta transforma qualquer tema numa lição curta e guiada. Selecione-a na lista de ferramentas.",
  "user-introduction.execute-tool.title": "Executar a ferramenta",
  "user-introduction.execute-tool.body":
    "Envie a mensagem com a ferramenta selecionada e o modelo usa-a para preparar a resposta.",
  "user-introduction.help-hint.title": "A ajuda está sempre aqui",
  "user-introduction.help-hint.body":
    "Abra este menu para rever uma visita guiada ou ler a documentação no seu idioma.",
  "helper-app.tools-panel.title": "Abrir o painel de ferramentas",
  "helper-app.tools-panel.body":
    "O painel de ferramentas inclui a aplicação auxiliar para computador, que liga ferramentas locais às suas conversas.",
  "helper-app.download-app.title": "Transferir a aplicação auxiliar",
  "helper-app.download-app.body": "Instale a aplicação auxiliar no seu computador a partir desta ligação.",
  "helper-app.open-app.title": "Iniciar a aplicação auxiliar",
  "helper-app.open-app.body":
    "Ligue aqui a aplicação auxiliar; os respetivos servidores de ferramentas locais aparecem depois na lista.",
  "helper-app.documentation.title": "Ler a documentação",
  "helper-app.documentation.body":
    "O menu Ajuda leva à documentação, com guias passo a passo para a aplicação auxiliar.",
  "model-params.model-icon.title": "Abrir as definições do modelo",
  "model-params.model-icon.body":
    "Clique no ícone do modelo para ver como o modelo selecionado está configurado.",
  "model-params.overview.title": "Definições do modelo num relance",
  "model-params.overview.body": "Este painel mostra as definições que o modelo usa nesta conversa.",
  "model-params.parameters.title": "Ajustar os parâmetros",
  "model-params.parameters.body":
    "Altere valores como a temperatura ou o comprimento máximo para moldar as respostas.",
  "model-params.reset-defaults.title": "Repor as predefinições",
  "model-params.reset-defaults.body":
    "Reponha de uma só vez todos os parâmetros nos valores predefinidos do modelo.",
  "model-params.reset-one.title": "Repor um valor",
  "model-params.reset-one.body":
    "Use o botão de repor junto a um parâmetro para restaurar apenas esse valor.",
};
export default pt;
