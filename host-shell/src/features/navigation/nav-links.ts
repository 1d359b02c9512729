import { siblingHostUrl } from "../../lib/browser/host.ts";

/**
 * The user documentation in the user's language: PARLEY_DOCS_URL when the server gave one (`{lang}`
 * in it standing for the language), else the sibling `docs.` host's `/<lang>/`.
 */
export function documentationUrl(
  language: string,
  configured: string | undefined,
  location: Location = window.location,
): string {
  const code = encodeURIComponent(language);
  if (configured !== undefined) return configured.replaceAll("{lang}", code);
  return `${siblingHostUrl("docs", location)}/${code}/`;
}
