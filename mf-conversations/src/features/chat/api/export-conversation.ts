import { conversationEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** `GET /api/v1/conversations/{id}/export/?format=markdown`: the conversation as a markdown file. */
export async function exportConversation(api: ApiFetch, id: number): Promise<Blob> {
  const { path, init } = requestOf(conversationEndpoints.export, {
    params: { id },
    query: { format: "markdown" },
  });
  const response = await api(path, { ...init, headers: { Accept: "text/markdown" } });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return response.blob();
}

/** A safe file name for the download, from the conversation name. */
export function exportFileName(name: string): string {
  const printable = [...name].filter((character) => character.charCodeAt(0) >= 0x20).join("");
  const base = printable
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base === "" ? "conversation" : base}.md`;
}
