import type { ShellPageMessages } from "./en.ts";

/** Chinese (Traditional). */
const messages: ShellPageMessages = {
  "adminHost.title": "選擇要在 {{product}} 中管理的工作區",
  "adminHost.body":
    "擁有者和管理員從自己的工作區開啟管理網站：頂部欄中的「管理帳戶」會在選取該工作區的情況下開啟它。",
  "adminHost.workspaces": "前往你的工作區",
  "adminHost.find": "尋找你的工作區",
  "adminHost.refused": "你已以 {{email}} 身分登入 {{workspace}}。只有該工作區的擁有者和管理員可以管理它。",
  "navigationInfo.title": "無法開啟對話",
  "navigationInfo.snapshotUnavailable":
    "你的工作區已準備就緒，但無法將共享的對話複製進來：其擁有者已將其刪除或停止共享。",
  "navigationInfo.unavailable": "對話不存在，或您沒有存取權限！",
  "navigationInfo.close": "關閉",
  "devOverride.banner": "{{remote}} 來自 {{origin}} — 開發",
  "devOverride.clear": "清除",
  "devOverride.title": "從開發伺服器載入遠端模組",
  "devOverride.intro":
    "只有此瀏覽器從你的開發伺服器載入該遠端模組；其他人仍使用工作區的版本。12 小時後或清除時結束。",
  "devOverride.remote": "遠端模組",
  "devOverride.origin": "開發伺服器",
  "devOverride.originHint":
    "例如 http://localhost:3005（npm run dev -w mf-tools）。僅限本機或伺服器允許的來源。",
  "devOverride.turnOn": "載入",
  "devOverride.current": "目前載入：{{remote}} 來自 {{origin}}",
  "devOverride.refused.role": "只有工作區的擁有者和管理員可以從開發伺服器載入遠端模組。",
  "devOverride.refused.workspace_off": "此工作區已關閉開發者覆寫。",
  "devOverride.refused.instance_off": "此伺服器已關閉開發者覆寫。",
  "devOverride.error.invalid_origin": "請輸入類似 http://localhost:3005 的來源，不帶路徑。",
  "devOverride.error.origin_not_allowed": "只有本機（localhost）或伺服器允許的來源可以提供遠端模組。",
  "devOverride.error.other": "無法儲存覆寫。請再試一次。",
  "devOverride.close": "關閉",
};
export default messages;
