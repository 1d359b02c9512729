import type { ShellPageMessages } from "./en.ts";

/** Japanese. */
const messages: ShellPageMessages = {
  "adminHost.title": "{{product}} で管理するワークスペースを選んでください",
  "adminHost.body":
    "オーナーと管理者は自分のワークスペースから管理サイトを開きます。上部バーの「アカウント管理」で、そのワークスペースを選択した状態で開きます。",
  "adminHost.workspaces": "ワークスペースへ移動",
  "adminHost.find": "ワークスペースを探す",
  "adminHost.refused":
    "{{email}} として {{workspace}} にサインインしています。このワークスペースを管理できるのはオーナーと管理者だけです。",
  "navigationInfo.title": "会話を開けませんでした",
  "navigationInfo.snapshotUnavailable":
    "ワークスペースの準備はできましたが、共有された会話をコピーできませんでした。所有者が削除したか、共有を停止しました。",
  "navigationInfo.unavailable": "この会話は存在しないか、アクセス権がありません。",
  "navigationInfo.close": "閉じる",
  "devOverride.banner": "{{remote}}（{{origin}} から）— 開発",
  "devOverride.clear": "解除",
  "devOverride.title": "開発サーバーからリモートを読み込む",
  "devOverride.intro":
    "このブラウザだけが開発サーバーからリモートを読み込み、他の人はワークスペースのバージョンのままです。12 時間後、または解除すると終了します。",
  "devOverride.remote": "リモート",
  "devOverride.origin": "開発サーバー",
  "devOverride.originHint":
    "例: http://localhost:3005（npm run dev -w mf-tools）。このコンピューターか、サーバーが許可したオリジンのみ。",
  "devOverride.turnOn": "読み込む",
  "devOverride.current": "読み込み中: {{remote}}（{{origin}} から）",
  "devOverride.refused.role":
    "開発サーバーからリモートを読み込めるのは、ワークスペースのオーナーと管理者だけです。",
  "devOverride.refused.workspace_off": "このワークスペースでは開発者オーバーライドがオフです。",
  "devOverride.refused.instance_off": "このサーバーでは開発者オーバーライドがオフです。",
  "devOverride.error.invalid_origin": "http://localhost:3005 のようなオリジンをパスなしで入力してください。",
  "devOverride.error.origin_not_allowed":
    "リモートを提供できるのは、このコンピューター（localhost）かサーバーが許可したオリジンだけです。",
  "devOverride.error.other": "オーバーライドを保存できませんでした。もう一度お試しください。",
  "devOverride.close": "閉じる",
};
export default messages;
