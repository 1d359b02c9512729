// A document's readable text, once, at upload: what the model reads of it. DOCX and PPTX are read
// through the bounded zip reader, paragraph by paragraph as they inflate, and reading stops once the
// text is longer than `maxChars` (the send is then refused for its token count, as a long text is).
import { extractText } from "unpdf";
import type { FileFormat } from "./file-kind.ts";
import { listZipEntries, newBudget, readZipEntry, ZipLimitError } from "./zip-reader.ts";
import type { ZipBudget, ZipEntry } from "./zip-reader.ts";

/** Characters of one document's text at most: what an attachment of the full upload size can carry. */
export const MAX_DOCUMENT_TEXT_CHARS = 20 * 1024 * 1024;
/** XML held while waiting for a paragraph's end at most (a paragraph larger than this is cut). */
const MAX_PENDING_XML = 1024 * 1024;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Collects the text of an Office XML part as it inflates: `<prefix:t>` runs joined per paragraph
 * (`</prefix:p>`), tabs and breaks kept. push() returns false once `maxChars` is reached.
 */
class ParagraphCollector {
  readonly paragraphs: string[] = [];
  private pending = "";
  private length = 0;
  private readonly decoder = new TextDecoder();
  private readonly paragraphEnd: string;
  private readonly run: RegExp;
  private readonly maxChars: number;

  constructor(prefix: "w" | "a", maxChars: number) {
    this.maxChars = maxChars;
    this.paragraphEnd = `</${prefix}:p>`;
    this.run = new RegExp(
      `<${prefix}:t(?:\\s[^>]*)?>([^<]*)</${prefix}:t>|<${prefix}:(tab|br)\\b[^>]*/>`,
      "g",
    );
  }

  push(chunk: Uint8Array): boolean {
    this.pending += this.decoder.decode(chunk, { stream: true });
    const cut = this.pending.lastIndexOf(this.paragraphEnd);
    if (cut >= 0) {
      this.take(this.pending.slice(0, cut));
      this.pending = this.pending.slice(cut + this.paragraphEnd.length);
    } else if (this.pending.length > MAX_PENDING_XML) {
      this.take(this.pending);
      this.pending = "";
    }
    return this.length <= this.maxChars;
  }

  finish(): string[] {
    this.take(this.pending + this.decoder.decode());
    this.pending = "";
    return this.paragraphs;
  }

  private take(xml: string): void {
    for (const paragraph of xml.split(this.paragraphEnd)) {
      if (this.length > this.maxChars) return;
      let text = "";
      for (const m of paragraph.matchAll(this.run))
        text += m[2] === "tab" ? "\t" : m[2] === "br" ? "\n" : decodeXml(m[1] ?? "");
      if (text.trim() === "") continue;
      this.paragraphs.push(text);
      this.length += text.length + 2;
    }
  }
}

async function officeText(
  data: Uint8Array,
  entry: ZipEntry,
  prefix: "w" | "a",
  budget: ZipBudget,
  maxChars: number,
): Promise<string[]> {
  const collector = new ParagraphCollector(prefix, maxChars);
  await readZipEntry(data, entry, budget, (chunk) => collector.push(chunk));
  return collector.finish();
}

async function docxText(data: Uint8Array, maxChars: number): Promise<string> {
  const entry = listZipEntries(data).find((e) => e.name === "word/document.xml");
  if (entry === undefined) throw new ZipLimitError("no word/document.xml");
  return (await officeText(data, entry, "w", newBudget(), maxChars)).join("\n\n");
}

/** The text runs (<a:t>) of every slide, in slide order, a paragraph per line. */
async function pptxText(data: Uint8Array, maxChars: number): Promise<string> {
  const slideNumber = (e: ZipEntry) => Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(e.name)?.[1] ?? NaN);
  const slides = listZipEntries(data)
    .filter((e) => !Number.isNaN(slideNumber(e)))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  const budget = newBudget();
  const parts: string[] = [];
  let length = 0;
  for (const [index, slide] of slides.entries()) {
    if (length > maxChars) break;
    const paragraphs = await officeText(data, slide, "a", budget, maxChars - length);
    const part = `Slide ${index + 1}\n${paragraphs.join("\n")}`;
    parts.push(part);
    length += part.length + 2;
  }
  return parts.join("\n\n");
}

export async function extractDocumentText(
  format: FileFormat,
  data: Uint8Array,
  maxChars: number = MAX_DOCUMENT_TEXT_CHARS,
): Promise<string> {
  switch (format) {
    case "pdf": {
      // pdf.js takes the buffer over: give it a copy.
      const { text } = await extractText(new Uint8Array(data), { mergePages: true });
      return text.trim();
    }
    case "docx":
      return (await docxText(data, maxChars)).trim();
    case "pptx":
      return (await pptxText(data, maxChars)).trim();
    case "text":
      return new TextDecoder("utf-8")
        .decode(data)
        .slice(0, maxChars + 1)
        .trim();
    default:
      return "";
  }
}
