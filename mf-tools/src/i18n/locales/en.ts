/**
 * English texts of the `mf_tools` namespace (the source every other language translates; a test
 * checks the keys match). Flat "area.text" keys (the host sets `keySeparator: false`).
 */
const en = {
  "panel.label": "Tools",
  "tabs.mcp": "MCP Servers",
  "tabs.agentics": "Agentics",
  "mcp.none": "No MCP server is connected to this workspace yet.",
  "search.label": "Search tools",
  "search.placeholder": "Search tools...",
  "sort.label": "Sort tools",
  "sort.name": "Name, A to Z",
  "sort.nameDescending": "Name, Z to A",
  "sort.updated": "Recently updated",
  "badge.Personal": "Personal",
  "badge.Account": "Account",
  "badge.System": "System",
  "item.more": "Show more",
  "item.less": "Show less",
  "item.download": "Download {{name}}",
  "item.delete": "Delete {{name}}",
  "delete.title": "Delete tool?",
  "delete.confirm": "{{name}} will be deleted for good.",
  "delete.ok": "Delete",
  "delete.done": "{{name}} was deleted.",
  "delete.failed": "Delete failed",
  "download.failed": "Download failed",
  "list.loading": "Loading…",
  "list.failed": "Load failed",
  "list.empty": "No tools yet.",
  "list.noMatch": "No tool matches your search.",
  "list.more": "Load more",
  "action.cancel": "Cancel",
  "action.retry": "Retry",
  "parcel.crashed": "This part of the page stopped working.",
  "parcel.reload": "Reload the page",
};

export type ToolsMessages = typeof en;
export default en;
