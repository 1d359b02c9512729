import { describe, expect, it } from "vitest";
import { dlpDetailSchema } from "./dlp.ts";
import { isDlpDetail } from "./dlp-detail.ts";

const entity = { type: "email", text: "a***@b.com" };
const valid = {
  mode: "WARN",
  content_result: [entity],
  document_results: [{ name: "notes.txt", entities: [entity] }],
  rememberizer_api_result_content: [],
};

// The guard is the client's zod-free copy of dlpDetailSchema: the two must say the same.
describe("isDlpDetail", () => {
  const cases: [string, unknown][] = [
    ["a full detail", valid],
    ["BLOCK mode", { ...valid, mode: "BLOCK" }],
    ["a scan past its budget", { ...valid, reason: "scan_budget_exceeded" }],
    ["an unknown reason", { ...valid, reason: "tired" }],
    ["an unknown mode", { ...valid, mode: "LOG" }],
    ["an unknown entity type", { ...valid, content_result: [{ type: "name", text: "x" }] }],
    ["an entity without text", { ...valid, content_result: [{ type: "email" }] }],
    ["a document without a name", { ...valid, document_results: [{ entities: [] }] }],
    ["a missing group", { mode: "WARN", content_result: [], document_results: [] }],
    ["null", null],
    ["an array", [valid]],
  ];
  it.each(cases)("agrees with the schema on %s", (_, value) => {
    expect(isDlpDetail(value)).toBe(dlpDetailSchema.safeParse(value).success);
  });
});
