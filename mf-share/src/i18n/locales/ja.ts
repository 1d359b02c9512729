import type { ShareMessages } from "./en.ts";

/** Japanese. */
const messages: ShareMessages = {
  "action.close": "閉じる",
  "parcel.crashed": "ページのこの部分は動作を停止しました。",
  "parcel.reload": "ページを再読み込み",
  "view.title": "表示設定",
  "view.markdown": "Markdown 表示",
  "view.latex": "LaTeX 表示",
  "view.latexHint": "LaTeX 表示には Markdown 表示が必要です。",
  "continue.title": "この会話を続ける",
  "continue.intro": "ワークスペースで新しい会話として続けるか、勤務先のメールで登録してください。",
  "continue.email": "勤務先のメール",
  "continue.or": "または",
  "continue.subdomain": "ワークスペース",
  "continue.subdomainHint": "ドメインの前の名前（例: acme）",
  "continue.submit": "続ける",
  "continue.checking": "簡単なセキュリティチェックを実行しています…",
  "continue.invalidEmail": "無効なメールアドレス",
  "continue.workspaceNotFound": "ワークスペースが見つかりません。もう一度お試しください。",
  "continue.workspaceNotReady":
    "サブドメインの準備がまだできていません。しばらくしてからもう一度お試しください。",
  "continue.emailExists": "このメールアドレスのユーザーは既に存在します。",
  "continue.removed": "このスナップショットは所有者によって削除されました。",
  "continue.failed": "問題が発生しました。後でもう一度お試しください。",
  "continue.limited":
    "スナップショットを続けられるのは {{window}} 分ごとに最大 {{max}} 件です。{{minutes}} 分後にもう一度お試しください。",
  "continuePage.working": "会話を続けています…",
};

export default messages;
