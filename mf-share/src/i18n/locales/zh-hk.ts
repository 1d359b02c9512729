import type { ShareMessages } from "./en.ts";

/** Traditional Chinese. */
const messages: ShareMessages = {
  "action.close": "關閉",
  "parcel.crashed": "頁面的這部分已停止運作。",
  "parcel.reload": "重新載入頁面",
  "view.title": "檢視設定",
  "view.markdown": "Markdown 檢視",
  "view.latex": "LaTeX 檢視",
  "view.latexHint": "LaTeX 檢視需要開啟 Markdown 檢視。",
  "continue.title": "繼續此對話",
  "continue.intro": "在您的工作區以新對話繼續，或使用工作電郵註冊。",
  "continue.email": "工作電郵",
  "continue.or": "或",
  "continue.subdomain": "工作區",
  "continue.subdomainHint": "網域前的名稱，例如 acme",
  "continue.submit": "繼續",
  "continue.checking": "正在進行快速安全檢查…",
  "continue.invalidEmail": "無效的電郵",
  "continue.workspaceNotFound": "找不到您的工作區，請重試。",
  "continue.workspaceNotReady": "您的子網域尚未準備就緒，請稍後再試。",
  "continue.emailExists": "此電郵的用戶已存在。",
  "continue.removed": "此快照已被擁有者移除。",
  "continue.failed": "發生錯誤，請稍後再試。",
  "continue.limited": "每 {{window}} 分鐘最多只能繼續 {{max}} 個快照。請於 {{minutes}} 分鐘後再試。",
  "continuePage.working": "正在繼續對話…",
};

export default messages;
