import { initShellI18n } from "@parley/ui-kit/testing/setup-i18n.ts";
import { ensureAuthMessages } from "../i18n/load-auth-messages.ts";

// The host's i18next set-up, then our namespace the way the parcel adds it in production.
await initShellI18n();
await ensureAuthMessages("en");
