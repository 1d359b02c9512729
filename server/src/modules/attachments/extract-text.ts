// A document's readable text, once, at upload: what the model reads of it.
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { extractText } from "unpdf";
import type { FileFormat } from "./file-kind.ts";

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The text runs (<a:t>) of every slide, in slide order, a paragraph per line. */
function pptxText(data: Uint8Array): string {
  const files = unzipSync(data, { filter: (file) => /^ppt\/slides\/slide\d+\.xml$/.test(file.name) });
  const slides = Object.keys(files).sort(
    (a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]),
  );
  return slides
    .map((name, index) => {
      const xml = strFromU8(files[name] ?? new Uint8Array());
      const paragraphs = xml
        .split(/<\/a:p>/)
        .map((paragraph) =>
          [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1] ?? "")).join(""),
        );
      return `Slide ${index + 1}\n${paragraphs.filter((p) => p.trim() !== "").join("\n")}`;
    })
    .join("\n\n");
}

export async function extractDocumentText(format: FileFormat, data: Uint8Array): Promise<string> {
  switch (format) {
    case "pdf": {
      // pdf.js takes the buffer over: give it a copy.
      const { text } = await extractText(new Uint8Array(data), { mergePages: true });
      return text.trim();
    }
    case "docx":
      return (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value.trim();
    case "pptx":
      return pptxText(data).trim();
    case "text":
      return new TextDecoder("utf-8").decode(data).trim();
    default:
      return "";
  }
}
