import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { extractDocumentText } from "../../../src/modules/attachments/extract-text.ts";
import { fileKindOf, sniffFormat } from "../../../src/modules/attachments/file-kind.ts";
import { docxWith, PNG_1X1, pdfWith, pptxWith } from "./fixtures.ts";

describe("file kinds by content", () => {
  it("takes the spec's documents and images when the name agrees with the bytes", () => {
    expect(fileKindOf("report.pdf", pdfWith("x"))?.mediaType).toBe("application/pdf");
    expect(fileKindOf("notes.DOCX", docxWith(["x"]))?.kind).toBe("document");
    expect(fileKindOf("deck.pptx", pptxWith([["x"]]))?.format).toBe("pptx");
    expect(fileKindOf("pixel.png", PNG_1X1)).toMatchObject({ kind: "image", mediaType: "image/png" });
    expect(fileKindOf("data.csv", strToU8("a,b\n1,2\n"))?.format).toBe("text");
    expect(
      fileKindOf("legacy.doc", Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.format,
    ).toBe("doc");
  });

  it("refuses a name that lies about the content, binary 'text', unknown types and docx/pptx swaps", () => {
    expect(fileKindOf("photo.pdf", PNG_1X1)).toBeUndefined();
    expect(fileKindOf("report.png", pdfWith("x"))).toBeUndefined();
    expect(fileKindOf("notes.txt", Uint8Array.from([0x68, 0x00, 0x69]))).toBeUndefined();
    expect(fileKindOf("program.exe", strToU8("MZ"))).toBeUndefined();
    expect(fileKindOf("deck.docx", pptxWith([["x"]]))).toBeUndefined();
    expect(fileKindOf("noextension", strToU8("hello"))).toBeUndefined();
    expect(sniffFormat(Uint8Array.from([0xff, 0xfe, 0x00]))).toBeUndefined();
  });
});

describe("text extraction", () => {
  it("reads PDF, DOCX, PPTX and plain text", async () => {
    expect(await extractDocumentText("pdf", pdfWith("Quarterly revenue grew (a lot)"))).toContain(
      "Quarterly revenue grew (a lot)",
    );
    expect(await extractDocumentText("docx", docxWith(["First paragraph", "Second &amp; last"]))).toBe(
      "First paragraph\n\nSecond & last",
    );
    expect(await extractDocumentText("pptx", pptxWith([["Title one", "Point A"], ["Title two"]]))).toBe(
      "Slide 1\nTitle one\nPoint A\n\nSlide 2\nTitle two",
    );
    expect(await extractDocumentText("text", strToU8("  name,score\nAda,3\n"))).toBe("name,score\nAda,3");
  });
});
