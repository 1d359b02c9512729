// A conversation as a snapshot keeps it: the settled messages copied (text, who wrote them, the
// model, file names), the title, the models used and the view settings. Anonymized, the participants
// become "Participant 1…n" (their names and e-mails replaced wherever they appear), everything the DLP
// detector finds becomes a placeholder, and file names become file-1.pdf…
import { DEFAULT_VIEW_SETTINGS } from "@parley/shared-contracts/api/conversations";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { SnapshotConversationData, SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import { anonymizeMany } from "../dlp/detect-off-loop.ts";
import type { MessageRow } from "../messages/repository.ts";

export interface FreezeInput {
  name: string;
  created: Date;
  viewSettings: Partial<ViewSettings>;
  messages: readonly MessageRow[];
  /** Everyone who took part (names and e-mails to hide when anonymized). */
  people: readonly { id: number; name: string; email: string }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern of a person's full name, e-mail and name parts of 3+ letters, as whole words. */
function personPattern(person: { name: string; email: string }): RegExp | undefined {
  const parts = [
    person.name.trim(),
    person.email.trim(),
    ...person.name.split(/\s+/).filter((p) => p.length >= 3),
  ]
    .filter((part) => part !== "")
    .sort((a, b) => b.length - a.length)
    .map(escape);
  if (parts.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && fileName.length - dot <= 8 ? fileName.slice(dot).toLowerCase() : "";
}

export async function freezeConversation(
  input: FreezeInput,
  anonymize: boolean,
): Promise<SnapshotConversationData> {
  const settled = input.messages.filter((m) => m.status !== "streaming" && m.status !== "held");
  const labels = new Map<number, string>();
  for (const message of settled)
    if (message.type === "user" && message.sender_id !== null && !labels.has(message.sender_id))
      labels.set(message.sender_id, `Participant ${labels.size + 1}`);
  for (const person of input.people)
    if (!labels.has(person.id)) labels.set(person.id, `Participant ${labels.size + 1}`);

  let fileNumber = 0;
  const messages: SnapshotMessage[] = settled.map((m) => {
    const files = (m.files ?? []).map((file) => ({
      kind: file.kind,
      file_name: anonymize ? `file-${++fileNumber}${extensionOf(file.file_name)}` : file.file_name,
    }));
    return {
      id: m.id,
      type: m.type,
      content: m.content,
      timestamp: m.created_at.toISOString(),
      sender:
        m.type === "user"
          ? { name: anonymize ? (labels.get(m.sender_id ?? -1) ?? "Participant") : (m.sender_name ?? "") }
          : null,
      model: m.type === "assistant" ? m.model_display_name : null,
      upload_files: {
        images: files.filter((f) => f.kind === "image").map(({ file_name }) => ({ file_name })),
        documents: files.filter((f) => f.kind === "document").map(({ file_name }) => ({ file_name })),
      },
    };
  });
  let name = input.name;
  if (anonymize) {
    const people = input.people
      .map((person) => ({ pattern: personPattern(person), label: labels.get(person.id) ?? "Participant" }))
      .filter((p): p is { pattern: RegExp; label: string } => p.pattern !== undefined);
    const hide = (text: string) => people.reduce((out, p) => out.replace(p.pattern, p.label), text);
    const originals = new Map<string, string>();
    const texts = await anonymizeMany([hide(name), ...messages.map((m) => hide(m.content))], originals);
    name = texts[0] ?? name;
    messages.forEach((message, i) => (message.content = texts[i + 1] ?? message.content));
  }
  return {
    name,
    created: input.created.toISOString(),
    messages,
    llm_models: [...new Set(settled.map((m) => m.model_display_name).filter((n): n is string => n !== null))],
    view_settings: { ...DEFAULT_VIEW_SETTINGS, ...input.viewSettings },
  };
}
