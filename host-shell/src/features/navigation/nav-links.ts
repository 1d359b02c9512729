import { siblingHostUrl } from "../../lib/browser/host.ts";

/** The admin site (Manage account) in the user's language. */
export function adminSiteUrl(language: string, location: Location = window.location): string {
  return `${siblingHostUrl("admin", location)}/?locale=${encodeURIComponent(language)}`;
}

/** The user documentation in the user's language (a sibling `docs.` host). */
export function documentationUrl(language: string, location: Location = window.location): string {
  return `${siblingHostUrl("docs", location)}/${encodeURIComponent(language)}/`;
}
