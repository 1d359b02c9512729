import { describe, expect, it } from "vitest";
import { withDocuments, withDocumentsLength } from "../../../src/modules/attachments/prompt-files.ts";

describe("withDocumentsLength", () => {
  it("is the length of the text the model reads, without building it", () => {
    const documents = [
      { name: 'plan "v2".docx', text: "Hire two engineers" },
      { name: "notes.txt", text: "  spaced  \n" },
    ];
    for (const text of ["Summarise", "  leading spaces", "", "trailing  \n", "   "])
      for (const docs of [[], documents.slice(0, 1), documents])
        expect(withDocumentsLength(text, docs), JSON.stringify([text, docs.length])).toBe(
          withDocuments(text, docs).length,
        );
  });
});
