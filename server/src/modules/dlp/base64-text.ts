// Base64 blocks that decode to readable text are scanned as that text: wrapping a card number in
// base64 must not carry it past DLP. Binary payloads (images, keys, hashes) decode to non-text and
// are left alone.

/** Blocks of 20 to 65,536 base64 characters (bounded: one linear pass). */
export const BASE64_BLOCK = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{20,65536}={0,2}(?![A-Za-z0-9+/=])/g;

const decoder = new TextDecoder("utf-8", { fatal: true });
const READABLE = /[\p{L}\p{N}\p{P}\p{S}\p{Zs}\t\r\n]/gu;

/** The text a base64 block stands for, or undefined when it is not base64 of readable UTF-8. */
export function decodeBase64Text(block: string): string | undefined {
  const unpadded = block.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return undefined;
  const bytes = Buffer.from(unpadded, "base64");
  if (bytes.length < 12) return undefined;
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return undefined;
  }
  const readable = text.match(READABLE)?.length ?? 0;
  return readable >= text.length * 0.95 ? text : undefined;
}
