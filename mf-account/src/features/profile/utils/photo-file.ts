/** The photo formats (docs/product/account.md § My profile): png, jpg, jpeg, gif, webp, tiff, bmp. */
export const PHOTO_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "tiff", "bmp"] as const;

/** The file input's `accept` list: the extensions and their MIME types. */
export const PHOTO_ACCEPT = [
  ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`),
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/tiff",
  "image/bmp",
].join(",");

/** A first check by name (the server checks the content). */
export function isPhotoFileName(name: string): boolean {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  return name.includes(".") && (PHOTO_EXTENSIONS as readonly string[]).includes(ext);
}

/** The file as a data: URL for the preview (the page's CSP allows data: images, not blob:). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL leaves a string in result.
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result)
        : reject(new Error("The file could not be read"));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
