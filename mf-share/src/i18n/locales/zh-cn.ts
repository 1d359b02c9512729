import type { ShareMessages } from "./en.ts";

/** Simplified Chinese. */
const messages: ShareMessages = {
  "action.close": "关闭",
  "parcel.crashed": "页面的这一部分已停止工作。",
  "parcel.reload": "重新加载页面",
  "view.title": "视图设置",
  "view.markdown": "Markdown 视图",
  "view.latex": "LaTeX 视图",
  "view.latexHint": "LaTeX 视图需要开启 Markdown 视图。",
  "continue.title": "继续此对话",
  "continue.intro": "在您的工作区中作为新对话继续，或使用工作邮箱注册。",
  "continue.email": "工作邮箱",
  "continue.or": "或",
  "continue.subdomain": "工作区",
  "continue.subdomainHint": "域名前的名称，例如 acme",
  "continue.submit": "继续",
  "continue.checking": "正在进行快速安全检查…",
  "continue.invalidEmail": "无效的邮箱",
  "continue.workspaceNotFound": "找不到您的工作区，请重试。",
  "continue.workspaceNotReady": "您的子域名尚未就绪，请稍后重试。",
  "continue.emailExists": "该邮箱的用户已存在。",
  "continue.removed": "此快照已被所有者删除。",
  "continue.failed": "出了点问题，请稍后重试。",
  "continue.limited": "每 {{window}} 分钟最多只能继续 {{max}} 个快照。请在 {{minutes}} 分钟后重试。",
  "continuePage.working": "正在继续对话…",
};

export default messages;
