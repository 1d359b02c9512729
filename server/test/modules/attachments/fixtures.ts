// Small real files made in code (no binaries in the repository): a one-page PDF with a text line,
// DOCX and PPTX packages zipped with fflate, a 1×1 PNG.
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";

/** A minimal PDF 1.4 whose single page shows `text` (Helvetica), with a correct xref table. */
export function pdfWith(text: string): Uint8Array {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${main}</Types>`;

export function docxWith(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      CONTENT_TYPES(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
      ),
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

export function pptxWith(slides: string[][]): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(CONTENT_TYPES("")),
    "ppt/presentation.xml": strToU8('<?xml version="1.0"?><p:presentation xmlns:p="p"/>'),
  };
  slides.forEach((lines, i) => {
    const paragraphs = lines.map((line) => `<a:p><a:r><a:t>${line}</a:t></a:r></a:p>`).join("");
    files[`ppt/slides/slide${i + 1}.xml`] = strToU8(
      `<?xml version="1.0"?><p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
  });
  return zipSync(files);
}

/** A valid 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
);

/**
 * A DOCX whose word/document.xml inflates to `megabytes` MB (spaces inside one paragraph): a zip
 * bomb of about a thousandth of that size, made by streaming so the test never holds it unpacked.
 */
export function docxBomb(megabytes: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const small = (name: string, text: string) => {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  small("[Content_Types].xml", CONTENT_TYPES(""));
  const document = new ZipDeflate("word/document.xml", { level: 1 });
  zip.add(document);
  document.push(strToU8('<?xml version="1.0"?><w:document xmlns:w="w"><w:body><w:p><w:r><w:t>'));
  const spaces = new Uint8Array(1024 * 1024).fill(32);
  for (let i = 0; i < megabytes; i++) document.push(spaces);
  document.push(strToU8("</w:t></w:r></w:p></w:body></w:document>"), true);
  zip.end();
  return Buffer.concat(out);
}

/** A PNG header declaring `width` × `height` pixels (a pixel flood needs no real pixel data). */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const png = Uint8Array.from(PNG_1X1);
  const view = new DataView(png.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return png;
}
