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
  "devOverride.banner": "{{remote}} 来自 {{origin}} — 开发",
  "devOverride.clear": "清除",
  "devOverride.title": "从开发服务器加载远程模块",
  "devOverride.intro":
    "只有此浏览器从你的开发服务器加载该远程模块；其他人仍使用工作区的版本。12 小时后或清除时结束。",
  "devOverride.remote": "远程模块",
  "devOverride.origin": "开发服务器",
  "devOverride.originHint":
    "例如 http://localhost:3005（npm run dev -w mf-tools）。仅限本机或服务器允许的源。",
  "devOverride.turnOn": "加载",
  "devOverride.current": "当前加载：{{remote}} 来自 {{origin}}",
  "devOverride.refused.role": "只有工作区的所有者和管理员可以从开发服务器加载远程模块。",
  "devOverride.refused.workspace_off": "此工作区已关闭开发者覆盖。",
  "devOverride.refused.instance_off": "此服务器已关闭开发者覆盖。",
  "devOverride.error.invalid_origin": "请输入类似 http://localhost:3005 的源，不带路径。",
  "devOverride.error.origin_not_allowed": "只有本机（localhost）或服务器允许的源可以提供远程模块。",
  "devOverride.error.other": "无法保存覆盖。请重试。",
  "devOverride.close": "关闭",
};
export default messages;
