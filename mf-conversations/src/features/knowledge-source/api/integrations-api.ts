// The knowledge-source accounts' calls are the kit's (@parley/ui-kit/api/knowledge-integrations.ts);
// the query key is this remote's own.
export const integrationsKey = ["knowledge-integrations"] as const;
