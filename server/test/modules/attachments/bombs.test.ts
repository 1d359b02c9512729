// Hostile files: zip bombs in DOCX/PPTX, pixel floods in images. Typing reads only the zip's
// directory; extraction stops at its caps; the send answers a clear 400 and stores nothing.
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractDocumentText } from "../../../src/modules/attachments/extract-text.ts";
import { sniffFormat } from "../../../src/modules/attachments/file-kind.ts";
import { imageSize, imageSizeAcceptable } from "../../../src/modules/attachments/image-size.ts";
import { prepareUploads } from "../../../src/modules/attachments/uploads.ts";
import { listZipEntries, ZipLimitError } from "../../../src/modules/attachments/zip-reader.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { docxBomb, docxWith, PNG_1X1, pngDeclaring, pptxWith } from "./fixtures.ts";
import { sendFiles } from "./send-files.ts";

const BOMB = docxBomb(100);

describe("zip bombs", () => {
  it("types a package from its directory alone: a corrupt entry is never inflated to type it", () => {
    const zipped = docxWith(["x"]);
    const entry = listZipEntries(zipped).find((e) => e.name === "word/document.xml");
    if (entry === undefined) throw new Error("no entry");
    const broken = Uint8Array.from(zipped);
    // Garbage where the compressed document is: typing does not notice, reading does.
    broken.fill(
      0xff,
      entry.localHeaderOffset + 30 + entry.name.length,
      entry.localHeaderOffset + 40 + entry.name.length,
    );
    expect(sniffFormat(broken)).toBe("docx");
    expect(BOMB.length).toBeLessThan(1024 * 1024);
    expect(sniffFormat(BOMB)).toBe("docx");
  });

  it("stops inflating a 100 MB document at the ratio cap", async () => {
    const before = process.memoryUsage().arrayBuffers;
    await expect(extractDocumentText("docx", BOMB)).rejects.toThrow(ZipLimitError);
    // Nothing near the unpacked size was kept.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a directory of too many entries", () => {
    const files: Record<string, Uint8Array> = { "word/document.xml": strToU8("<w:p/>") };
    for (let i = 0; i < 5001; i++) files[`x/${i}`] = new Uint8Array();
    expect(() => listZipEntries(zipSync(files, { level: 0 }))).toThrow(/too many entries/);
  });

  it("stops reading once the text passes the limit it is given", async () => {
    const long = docxWith(Array.from({ length: 200 }, (_, i) => `Paragraph ${i} ${"word ".repeat(50)}`));
    const text = await extractDocumentText("docx", long, 1000);
    expect(text.length).toBeGreaterThan(1000);
    expect(text.length).toBeLessThan(1000 + 400);
    const deck = pptxWith(Array.from({ length: 50 }, (_, i) => [`Slide text ${i} ${"x".repeat(100)}`]));
    expect((await extractDocumentText("pptx", deck, 500)).length).toBeLessThan(500 + 300);
  });

  it("keeps tabs and breaks of real documents", async () => {
    const zipped = zipSync({
      "word/document.xml": strToU8(
        '<w:document xmlns:w="w"><w:body><w:p><w:r><w:t xml:space="preserve">A </w:t><w:tab/><w:t>B</w:t><w:br/><w:t>C</w:t></w:r></w:p></w:body></w:document>',
      ),
    });
    expect(await extractDocumentText("docx", zipped)).toBe("A \tB\nC");
  });
});

describe("pixel floods", () => {
  it("reads the declared size of PNG, JPEG and WebP headers", () => {
    expect(imageSize("png", PNG_1X1)).toEqual({ width: 1, height: 1 });
    // SOI, APP0 (length 16), SOF0 with height 300 and width 400.
    const jpeg = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x01,
      0x90,
      0x03,
      ...new Array<number>(9).fill(0),
    ]);
    expect(imageSize("jpeg", jpeg)).toEqual({ width: 400, height: 300 });
    const webp = new Uint8Array(32);
    webp.set(strToU8("RIFF"), 0);
    webp.set(strToU8("WEBPVP8X"), 8);
    new DataView(webp.buffer).setUint32(24, 99_999, true);
    new DataView(webp.buffer).setUint32(27, 99_999, true);
    expect(imageSize("webp", webp)).toEqual({ width: 100_000, height: 100_000 });
  });

  it("refuses an image that declares too many pixels, before anyone decodes it", async () => {
    expect(imageSizeAcceptable({ width: 8000, height: 6000 })).toBe(true);
    expect(imageSizeAcceptable({ width: 100_000, height: 100_000 })).toBe(false);
    expect(imageSizeAcceptable({ width: 30_000, height: 10 })).toBe(false);
    await expect(
      prepareUploads([{ fileName: "flood.png", data: pngDeclaring(100_000, 100_000) }], true),
    ).rejects.toMatchObject({ statusCode: 400, code: "image_too_large" });
    await expect(prepareUploads([{ fileName: "ok.png", data: PNG_1X1 }], true)).resolves.toHaveLength(1);
  });
});

describe("a send with a bomb", () => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
    owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
  });
  afterAll(() => t.close());

  it("answers 400 with a clear message and stores nothing", async () => {
    const res = await sendFiles(
      t.app,
      owner,
      { message: "Read this", model_id: String(await offlineModelId(t.database.db)) },
      [{ filename: "bomb.docx", data: BOMB }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "file_too_large_unpacked" });
    expect(res.json().error.message).toMatch(/^bomb\.docx unpacks to more than we can read/);
    const rows = await t.database.db.query("SELECT id FROM message_files");
    expect(rows).toEqual([]);
  });
});
