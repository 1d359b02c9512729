import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import { loadAdminMessages } from "./load-admin-messages.ts";
import en from "./locales/en.ts";

/** A namespace as key → text (any non-string value shows up as a mismatch). */
function flatten(messages: object): Map<string, string> {
  return new Map(Object.entries(messages).map(([key, text]) => [key, typeof text === "string" ? text : ""]));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);
/** Words some languages share with English (Danish "Send invitation", German "Name (optional)", Vietnamese "Email", …). */
const MAY_MATCH_ENGLISH = new Set([
  "invite.submit",
  "invite.name",
  "members.columnEmail",
  // French "Actions", "Images", "Documents", "Options", "Collaboration"; Danish "Model".
  "workspace.flagCollaboration",
  // German, French and Danish "Logo"; Danish "Upload logo".
  "workspace.logo",
  "workspace.logoUpload",
  "usage.model",
  "models.columnActions",
  "models.fileImage",
  "models.fileDocument",
  "models.fieldFlags",
  "models.columnName",
  // French "Versions" and "Version", German "Name", "Subdomain" and "Version", Danish "Version".
  "ops.navVersions",
  "opsWorkspaces.name",
  "opsWorkspaces.subdomain",
  "opsVersions.version",
  // Product names.
  "models.sourceOpenai",
  "models.sourceAnthropic",
]);

describe.each(LANGUAGE_CODES)("mf_admin texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = flatten(await loadAdminMessages(code));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_admin texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = flatten(await loadAdminMessages(code));
    const copied = [...texts].filter(
      ([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key),
    );
    expect(copied).toEqual([]);
  });
});
