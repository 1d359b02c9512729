/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when present (RFC 6266),
 * else the quoted `filename`; null without one. Path separators never survive.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  if (name === undefined) return null;
  const safe = name.replace(/[/\\]/g, "_").trim();
  return safe === "" ? null : safe;
}
