import { siblingHostUrl } from "../../lib/browser/host.ts";

/** The user documentation in the user's language (a sibling `docs.` host). */
export function documentationUrl(language: string, location: Location = window.location): string {
  return `${siblingHostUrl("docs", location)}/${encodeURIComponent(language)}/`;
}
