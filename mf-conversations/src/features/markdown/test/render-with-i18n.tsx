// Test helper: renders with the English markdown texts in the shared i18next instance, which the
// markdown hooks read (ui-kit useNamespaceTranslation), set up the way the host does.
import { render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { initShellI18n } from "@parley/ui-kit/testing/setup-i18n.ts";
import { flattenMessages } from "../../../i18n/load-conversation-messages.ts";
import { MARKDOWN_NAMESPACE, markdownResources } from "../i18n/markdown-resources.ts";

// Flat keys, as the parcel registers them (the host sets `keySeparator: false`).
await initShellI18n();
i18next.addResourceBundle(
  "en",
  MARKDOWN_NAMESPACE,
  flattenMessages(await markdownResources("en")),
  true,
  true,
);

export function renderWithI18n(ui: ReactElement) {
  return render(ui);
}
