// A conversation as a snapshot keeps it: the settled messages copied (text, who wrote them, the
// model, file names), the title, the models used and the view settings. Anonymized, the participants
// become "Participant 1…n" (their names, e-mails and mentions replaced, never the words their names
// are made of: anonymize-names.ts) and everything the DLP detector finds becomes a placeholder, in the
// title, the messages and the file names alike.
import { DEFAULT_VIEW_SETTINGS } from "@parley/shared-contracts/api/conversations";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { SnapshotConversationData, SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import { anonymizeMany } from "../dlp/detect-off-loop.ts";
import { nameHider } from "./anonymize-names.ts";
import type { MessageRow } from "../messages/repository.ts";

export interface FreezeInput {
  /** The workspace: its scans queue with its other scans (detect-off-loop.ts). */
  accountId: number;
  name: string;
  created: Date;
  viewSettings: Partial<ViewSettings>;
  messages: readonly MessageRow[];
  /** Everyone who took part (names and e-mails to hide when anonymized). */
  people: readonly { id: number; name: string; email: string }[];
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

  const messages: SnapshotMessage[] = settled.map((m) => {
    const files = m.files ?? [];
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
    const hide = nameHider(
      input.people.map((person) => ({ ...person, label: labels.get(person.id) ?? "Participant" })),
    );
    const files = messages.flatMap((m) => [...m.upload_files.images, ...m.upload_files.documents]);
    const originals = new Map<string, string>();
    const texts = await anonymizeMany(
      input.accountId,
      [
        hide.text(name),
        ...messages.map((m) => hide.text(m.content)),
        ...files.map((f) => hide.fileName(f.file_name)),
      ],
      originals,
    );
    name = texts[0] ?? name;
    messages.forEach((message, i) => (message.content = texts[i + 1] ?? message.content));
    files.forEach((file, i) => (file.file_name = texts[messages.length + 1 + i] ?? file.file_name));
  }
  return {
    name,
    created: input.created.toISOString(),
    messages,
    llm_models: [...new Set(settled.map((m) => m.model_display_name).filter((n): n is string => n !== null))],
    view_settings: { ...DEFAULT_VIEW_SETTINGS, ...input.viewSettings },
  };
}
