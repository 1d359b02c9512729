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
};
export default messages;
