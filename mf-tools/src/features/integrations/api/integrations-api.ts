// The knowledge-source accounts' calls are the kit's (@parley/ui-kit/api/knowledge-integrations.ts);
// the query key is this remote's own (its query client is its own too).
export const integrationsKey = ["tools", "knowledge-integrations"] as const;
