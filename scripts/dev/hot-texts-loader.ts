// Dev builds only (dev-config.ts): makes a locale module (`export default <texts>;`) accept its own
// hot update and hand its new texts to hot-texts.ts, which swaps them into i18next. Without it the
// update would climb to the remote's entry, which accepts nothing, and reload the page.
import { fileURLToPath } from "node:url";

const HOT_TEXTS = fileURLToPath(new URL("./hot-texts.ts", import.meta.url));
const DEFAULT_EXPORT = /^export default ([A-Za-z_$][\w$]*)(?:\s+satisfies\s+[^;]+)?;\s*$/m;

/** The module with its hot update accepted, or as it is without an `export default <name>[ satisfies T];`. */
export function withHotTexts(source: string, hotTexts = HOT_TEXTS): string {
  const name = DEFAULT_EXPORT.exec(source)?.[1];
  if (name === undefined) return source;
  return `${source}
import { replaceTexts as __parleyReplaceTexts } from ${JSON.stringify(hotTexts)};
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.parleyTexts = ${name}; });
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.parleyTexts)
    __parleyReplaceTexts(import.meta.webpackHot.data.parleyTexts, ${name});
}
`;
}

export default function hotTextsLoader(source: string): string {
  return withHotTexts(source);
}
