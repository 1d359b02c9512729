import type { WalkthroughMessages } from "./en.ts";

/** Japanese. */
const ja: WalkthroughMessages = {
  "controls.next": "次へ",
  "controls.back": "戻る",
  "controls.done": "完了",
  "controls.close": "ウォークスルーを閉じる",
  "controls.progress": "ステップ {{current}} / {{total}}",
  "user-introduction.new-conversation.title": "新しい会話を始める",
  "user-introduction.new-conversation.body":
    "新しい話題を始めたいときは、ここをクリックして新しい会話を開きます。",
  "user-introduction.model-selection.title": "AI モデルを選ぶ",
  "user-introduction.model-selection.body":
    "回答するモデルを選びます。モデルごとに得意分野、速度、コストが異なります。",
  "user-introduction.chat-input.title": "メッセージを書く",
  "user-introduction.chat-input.body": "質問や指示をここに入力し、Enter キーで送信します。",
  "user-introduction.tool-selection.title": "AI ツールを選ぶ",
  "user-introduction.tool-selection.body":
    "ツールを使うと、検索、ファイルの読み取り、タスクの実行など、モデルの能力が広がります。",
  "user-introduction.teach-me-anything.title": "「何でも教えて」ツールを選ぶ",
  "user-introduction.teach-me-anything.body":
    "このツールはどんなテーマも短いガイド付きレッスンにします。ツール一覧から選んでください。",
  "user-introduction.execute-tool.title": "ツールを実行する",
  "user-introduction.execute-tool.body":
    "ツールを選んだ状態でメッセージを送ると、モデルがそれを使って回答を準備します。",
  "user-introduction.help-hint.title": "ヘルプはいつでもここに",
  "user-introduction.help-hint.body":
    "このメニューから、ウォークスルーをもう一度見たり、お使いの言語のドキュメントを読んだりできます。",
  "helper-app.tools-panel.title": "ツールパネルを開く",
  "helper-app.tools-panel.body":
    "ツールパネルには、ローカルのツールを会話につなぐデスクトップ用ヘルパーアプリがあります。",
  "helper-app.download-app.title": "ヘルパーアプリをダウンロードする",
  "helper-app.download-app.body": "このリンクからヘルパーアプリをコンピューターにインストールします。",
  "helper-app.open-app.title": "ヘルパーアプリを起動する",
  "helper-app.open-app.body":
    "ここでヘルパーアプリをオンにすると、ローカルのツールサーバーが一覧に表示されます。",
  "helper-app.documentation.title": "ドキュメントを読む",
  "helper-app.documentation.body":
    "ヘルプメニューから、ヘルパーアプリの手順ガイドを含むドキュメントを開けます。",
  "model-params.model-icon.title": "モデル設定を開く",
  "model-params.model-icon.body": "モデルのアイコンをクリックすると、選択中のモデルの設定を確認できます。",
  "model-params.overview.title": "モデル設定の概要",
  "model-params.overview.body": "このパネルには、この会話でモデルが使う設定が表示されます。",
  "model-params.parameters.title": "パラメーターを調整する",
  "model-params.parameters.body": "温度や最大長などの値を変えて、回答の傾向を調整します。",
  "model-params.reset-defaults.title": "既定値に戻す",
  "model-params.reset-defaults.body": "すべてのパラメーターを一度にモデルの既定値へ戻します。",
  "model-params.reset-one.title": "1 つの値をリセットする",
  "model-params.reset-one.body": "パラメーターの横にあるリセットボタンで、その値だけを元に戻します。",
};
export default ja;
