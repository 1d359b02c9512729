// A small MIME reader for the mails the SMTP receiver accepts: enough of RFC 5322/2045/2047 for what
// nodemailer writes (folded headers, encoded words, quoted-printable or base64 bodies, nested
// multipart). Not a general parser: attachments are skipped and only UTF-8/ASCII/Latin-1 decoded.

/** A mail as read: headers by lower-case name (first occurrence), the text and HTML bodies. */
export interface ParsedMail {
  headers: ReadonlyMap<string, string>;
  subject: string;
  text: string;
  html: string | undefined;
}

function decodeBytes(bytes: Buffer, charset: string): string {
  const name = charset.toLowerCase();
  return new TextDecoder(name === "latin1" || name === "iso-8859-1" ? "latin1" : "utf-8").decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf-8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`); adjacent words join without space. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? decodeBytes(Buffer.from(data, "base64"), charset)
        : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, " ")), charset),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, "i").exec(header);
  return match ? (match[2] ?? match[1]) : undefined;
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = parameter(headers.get("content-type") ?? "", "charset") ?? "utf-8";
  if (encoding === "base64") return decodeBytes(Buffer.from(body.replace(/\s+/g, ""), "base64"), charset);
  if (encoding === "quoted-printable") return decodeBytes(decodeQuotedPrintable(body), charset);
  return body.replace(/\r\n/g, "\n");
}

function collect(raw: string, into: { text?: string; html?: string }): Map<string, string> {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = parameter(type, "boundary");
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      collect(part.replace(/^\r?\n/, ""), into);
    }
  } else if (!/attachment/i.test(headers.get("content-disposition") ?? "")) {
    if (/^text\/html/i.test(type)) into.html ??= decodeBody(body, headers);
    else if (/^text\/plain/i.test(type)) into.text ??= decodeBody(body, headers);
  }
  return headers;
}

/** Parses one raw RFC 5322 message. */
export function parseMail(raw: string): ParsedMail {
  const bodies: { text?: string; html?: string } = {};
  const headers = collect(raw, bodies);
  return {
    headers,
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: (bodies.text ?? "").replace(/\r\n/g, "\n").trimEnd(),
    html: bodies.html,
  };
}
