// Checks the editor makes before a file goes to the server (which checks again, by content):
// the icon is a .jpg or .png of at most 10 MB (docs/product/tools.md § Constants); knowledge files
// are the documents and images a chat message may carry.

export const ICON_MAX_BYTES = 10 * 1024 * 1024;
export const ICON_ACCEPT = ".jpg,.jpeg,.png,image/png,image/jpeg";
export const KNOWLEDGE_ACCEPT = ".pdf,.docx,.pptx,.txt,.csv,.md,.png,.jpg,.jpeg,.webp";

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** What is wrong with a chosen icon: its type, its size, or nothing. */
export function iconProblem(file: File): "type" | "size" | null {
  const ext = extension(file.name);
  const typeOk = ["png", "jpg", "jpeg"].includes(ext) && ["image/png", "image/jpeg", ""].includes(file.type);
  if (!typeOk) return "type";
  return file.size > ICON_MAX_BYTES ? "size" : null;
}

/** The icon's media type as the server wants it in `avatar_type`. */
export const iconType = (file: File): "image/png" | "image/jpeg" =>
  extension(file.name) === "png" ? "image/png" : "image/jpeg";

export const isImageFile = (file: File) => ["png", "jpg", "jpeg", "webp"].includes(extension(file.name));

/** Files of a knowledge drop the tool does not take (by extension; the server checks content). */
export const unsupportedKnowledge = (files: readonly File[]) =>
  files.filter((file) => !KNOWLEDGE_ACCEPT.split(",").includes(`.${extension(file.name)}`));

/** The file's bytes as base64 (no data: prefix). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === "string" ? reader.result.replace(/^data:[^,]*,/, "") : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsDataURL(file);
  });
}

/** A size for people: 1.2 MB, 340 KB. */
export function sizeLabel(bytes: number, locale: string): string {
  const format = (n: number, unit: "megabyte" | "kilobyte" | "byte") =>
    new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), "megabyte");
  if (bytes >= 1024) return format(bytes / 1024, "kilobyte");
  return format(bytes, "byte");
}
