// An image's width and height from its header (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X), read
// without decoding: a small file that claims 100,000 × 100,000 pixels (a pixel flood) is refused
// before any browser or model has to decode it.
import type { FileFormat } from "./file-kind.ts";

/** Pixels of one image at most (about 8,000 × 6,000), and either side at most. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 20_000;

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(data: Uint8Array, view: DataView): ImageSize | undefined {
  if (data.length < 24) return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(data: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

function webpSize(data: Uint8Array, view: DataView): ImageSize | undefined {
  if (data.length < 30) return undefined;
  const chunk = String.fromCharCode(...data.subarray(12, 16));
  // Canvas size minus one, in 24-bit little-endian fields.
  const read24 = (at: number) => (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8) | ((data[at + 2] ?? 0) << 16);
  if (chunk === "VP8X") return { width: 1 + read24(24), height: 1 + read24(27) };
  if (chunk === "VP8 ")
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** The size the header declares, or undefined when it cannot be read. */
export function imageSize(format: FileFormat, data: Uint8Array): ImageSize | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (format === "png") return pngSize(data, view);
  if (format === "jpeg") return jpegSize(data, view);
  if (format === "webp") return webpSize(data, view);
  return undefined;
}

/** Whether an image may be taken: readable header, sides and pixel count within the limits. */
export function imageSizeAcceptable(size: ImageSize | undefined): boolean {
  return (
    size !== undefined &&
    size.width > 0 &&
    size.height > 0 &&
    size.width <= MAX_IMAGE_SIDE &&
    size.height <= MAX_IMAGE_SIDE &&
    size.width * size.height <= MAX_IMAGE_PIXELS
  );
}
