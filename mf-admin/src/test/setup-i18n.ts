import { initShellI18n } from "@parley/ui-kit/testing/setup-i18n.ts";
import { adminMessages } from "../i18n/load-admin-messages.ts";

// The host's i18next set-up, then our namespace the way the parcel adds it in production.
await initShellI18n();
await adminMessages.ensure("en");
