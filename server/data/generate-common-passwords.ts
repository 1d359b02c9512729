// Writes common-passwords.txt from a frequency-ranked JSON array of passwords (see README.md).
import { readFileSync, writeFileSync } from "node:fs";

const LIMIT = 10_000;
const MIN_LENGTH = 8;

const source = process.argv[2];
if (source === undefined) throw new Error("usage: node generate-common-passwords.ts <passwords.json>");
const ranked = JSON.parse(readFileSync(source, "utf-8")) as unknown;
if (!Array.isArray(ranked)) throw new Error(`${source} is not a JSON array`);

const kept = new Set<string>();
for (const entry of ranked) {
  if (typeof entry !== "string") continue;
  const password = entry.toLowerCase();
  // Shorter ones are refused by the length rule anyway; non-ASCII entries are rare and noisy.
  if (password.length >= MIN_LENGTH && /^[\x21-\x7e]+$/.test(password)) kept.add(password);
  if (kept.size === LIMIT) break;
}
writeFileSync(new URL("common-passwords.txt", import.meta.url), `${[...kept].join("\n")}\n`);
console.log(`wrote ${kept.size} passwords`);
