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
};
export default messages;
