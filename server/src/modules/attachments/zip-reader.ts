// A bounded reader for the zip packages of DOCX and PPTX uploads. Typing a file reads only the
// central directory (no inflation); reading an entry inflates it in small steps under caps on the
// entry count, the total uncompressed bytes and the compression ratio, and can stop early once the
// caller has enough. A 715 KB file that inflates to gigabytes is refused after a few megabytes.
import { createInflateRaw } from "node:zlib";

export interface ZipLimits {
  /** Entries in the central directory at most. */
  maxEntries: number;
  /** Uncompressed bytes read from all entries of one package together. */
  maxTotalBytes: number;
  /** Uncompressed bytes per compressed byte of one entry (deflate itself allows about 1,032). */
  maxRatio: number;
}

export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
};

/** Thrown when a package is no readable zip or exceeds a limit. */
export class ZipLimitError extends Error {
  override name = "ZipLimitError";
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries named by the central directory (read from the end of the file; nothing inflated). */
export function listZipEntries(data: Uint8Array, limits: ZipLimits = OFFICE_ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end record sits in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipLimitError("not a zip file");
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count > limits.maxEntries) throw new ZipLimitError(`too many entries (${count})`);
  if (offset + size > data.length) throw new ZipLimitError("central directory out of range");
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== CENTRAL)
      throw new ZipLimitError("broken central directory");
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(data.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Shares one package's byte budget between the entries read from it. */
export interface ZipBudget {
  remaining: number;
}

export const newBudget = (limits: ZipLimits = OFFICE_ZIP_LIMITS): ZipBudget => ({
  remaining: limits.maxTotalBytes,
});

/**
 * Inflates one entry, handing each decoded chunk (64 KB at most) to `onChunk`; `onChunk` returns
 * false to stop early (the rest is never inflated). Throws ZipLimitError past the budget or the
 * ratio. Inflation runs in zlib's thread pool: a large package never holds other requests up.
 */
export async function readZipEntry(
  data: Uint8Array,
  entry: ZipEntry,
  budget: ZipBudget,
  onChunk: (chunk: Uint8Array) => boolean,
  limits: ZipLimits = OFFICE_ZIP_LIMITS,
): Promise<void> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const local = entry.localHeaderOffset;
  if (local + 30 > data.length || view.getUint32(local, true) !== LOCAL)
    throw new ZipLimitError(`broken entry ${entry.name}`);
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw new ZipLimitError(`entry ${entry.name} out of range`);
  const compressed = data.subarray(start, end);

  let produced = 0;
  /** Counts a chunk; false once the caller has enough. */
  const take = (chunk: Uint8Array): boolean => {
    produced += chunk.length;
    budget.remaining -= chunk.length;
    if (budget.remaining < 0) throw new ZipLimitError("package too large when unpacked");
    if (produced > Math.max(64 * 1024, compressed.length * limits.maxRatio))
      throw new ZipLimitError(`entry ${entry.name} is compressed suspiciously well`);
    return onChunk(chunk);
  };
  if (entry.method === 0) {
    take(compressed);
    return;
  }
  if (entry.method !== 8) throw new ZipLimitError(`entry ${entry.name} uses compression ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(compressed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) if (!take(chunk)) break;
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    // A broken document, not an oversized one: "could not be read".
    throw new Error(`entry ${entry.name} is not valid deflate data`, { cause: error });
  } finally {
    inflater.destroy();
  }
}
