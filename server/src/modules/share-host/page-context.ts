// What a share page says in the visitor's language, and where it sends them: built on the request
// thread for the not-found page and in the page worker (page-worker.ts) for a snapshot's page.
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { catalogueFor } from "../../lib/messages.ts";
import type { PageContext } from "./render-page.ts";

export interface PageOrigins {
  /** Where a visitor's workspace lives, with `{subdomain}` in place of its name. */
  workspaceOriginTemplate: string;
  /** The admin host's origin (the e-mail sign-up page). */
  adminOrigin: string;
}

export function pageContext(language: LanguageCode, origins: PageOrigins): PageContext {
  const texts = catalogueFor(language);
  return {
    language,
    t: (key, values = {}) =>
      Object.entries({ product: PRODUCT_NAME, ...values }).reduce(
        (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
        texts[key],
      ),
    ...origins,
  };
}
