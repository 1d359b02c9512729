import type { ShellPageMessages } from "./en.ts";

/** Chinese (Simplified). */
const messages: ShellPageMessages = {
  "adminHost.title": "选择要在 {{product}} 中管理的工作区",
  "adminHost.body":
    "所有者和管理员从自己的工作区打开管理站点：顶部栏中的“管理账户”会在选中该工作区的情况下打开它。",
  "adminHost.workspaces": "前往你的工作区",
  "adminHost.find": "查找你的工作区",
  "adminHost.refused": "你已以 {{email}} 身份登录 {{workspace}}。只有该工作区的所有者和管理员可以管理它。",
  "navigationInfo.title": "无法打开对话",
  "navigationInfo.snapshotUnavailable":
    "你的工作区已就绪，但无法将共享的对话复制进来：其所有者已将其删除或停止共享。",
  "navigationInfo.unavailable": "对话不存在，或您无权访问！",
  "navigationInfo.close": "关闭",
};
export default messages;
