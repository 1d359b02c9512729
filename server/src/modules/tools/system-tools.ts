// The tools every workspace gets with the product (tool_type System). The user introduction's tool
// steps point at 'Teach me anything', so it must exist in every workspace; it is added the first time
// a workspace's tools are read (ensureSystemTools), so new and old workspaces alike have it.
import type { Queryable } from "../../lib/db/database.ts";
import { insertSystemTool } from "./repository.ts";
import type { ToolFields } from "./repository.ts";

export const TEACH_ME_ANYTHING = "teach-me-anything";

const SYSTEM_TOOLS: Record<string, ToolFields> = {
  [TEACH_ME_ANYTHING]: {
    name: "Teach me anything",
    description: "Explains a topic at the level you choose, with examples and a short quiz at the end.",
    usage_notes: "Name a topic, pick your level, and send.",
    prompt:
      "Teach me about {{topic}}. I am a {{level}}. Explain the key ideas step by step with concrete examples, " +
      "then finish with three short quiz questions (answers at the end).",
    system_prompt: "You are a patient teacher who adapts explanations to the learner's level.",
    variables: [
      { name: "topic", type: "text", description: "What you want to learn", default: "", allowed_values: [] },
      {
        name: "level",
        type: "single-select",
        description: "Your level",
        default: "beginner",
        allowed_values: ["beginner", "intermediate", "expert"],
      },
    ],
    parameters_max_tokens: null,
    parameters_temperature: 0.7,
    creator: { name: "Parley", email: "", organization: "Parley" },
    version: "1.0",
  },
};

/** Workspaces already checked by this process, per database (the insert is idempotent either way). */
const ensured = new WeakMap<Queryable, Set<number>>();

export async function ensureSystemTools(db: Queryable, accountId: number): Promise<void> {
  const done = ensured.get(db) ?? new Set<number>();
  if (done.has(accountId)) return;
  for (const [key, fields] of Object.entries(SYSTEM_TOOLS))
    await insertSystemTool(db, accountId, key, fields);
  done.add(accountId);
  ensured.set(db, done);
}
