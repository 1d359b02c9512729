import { describe, expect, it } from "vitest";
import { aModel } from "../../../test/fixtures.ts";
import { checkAttachments, fileKind, formatSize } from "./attachment-rules.ts";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const vision = aModel({ supported_file_types: ["image", "document"] });
const textOnly = aModel({ supported_file_types: [] });

describe("attachment rules", () => {
  it("knows the spec's documents and images by extension", () => {
    expect(["a.pdf", "b.DOCX", "c.doc", "d.pptx", "e.txt", "f.csv"].map((n) => fileKind(file(n)))).toEqual(
      Array(6).fill("document"),
    );
    expect(["a.jpg", "b.JPEG", "c.webp", "d.png"].map((n) => fileKind(file(n)))).toEqual(
      Array(4).fill("image"),
    );
    expect(fileKind(file("tool.exe"))).toBeNull();
  });

  it("refuses more than 10 files, more than 20 MB, unknown types, and images for a text-only model", () => {
    expect(
      checkAttachments(
        Array.from({ length: 11 }, (_, i) => file(`${i}.txt`)),
        vision,
        true,
      ),
    ).toEqual({
      key: "upload.tooMany",
    });
    expect(
      checkAttachments([file("a.pdf", 15 * 1024 * 1024), file("b.pdf", 6 * 1024 * 1024)], vision, true),
    ).toEqual({
      key: "upload.tooLarge",
    });
    expect(checkAttachments([file("x.exe")], vision, true)).toEqual({
      key: "attach.unsupportedType",
      name: "x.exe",
    });
    expect(checkAttachments([file("p.png")], textOnly, true)).toEqual({ key: "upload.notSupportedByModel" });
    // To people only, any model: images are fine.
    expect(checkAttachments([file("p.png")], textOnly, false)).toBeNull();
    expect(
      checkAttachments(
        Array.from({ length: 10 }, (_, i) => file(`${i}.pdf`)),
        vision,
        true,
      ),
    ).toBeNull();
  });

  it("shows sizes in the reader's language", () => {
    expect(formatSize(2048, "en")).toBe("2 kB");
    expect(formatSize(1.5 * 1024 * 1024, "en")).toBe("1.5 MB");
    // Never rounded down to the limit it exceeds, never a kilobyte for two bytes.
    expect(formatSize(21_000_000, "en")).toBe("20.1 MB");
    expect(formatSize(20 * 1024 * 1024, "en")).toBe("20 MB");
    expect(formatSize(2, "en")).toBe("2 bytes");
    expect(formatSize(1025, "en")).toBe("1.1 kB");
  });
});
