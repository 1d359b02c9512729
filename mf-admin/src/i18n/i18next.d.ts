// Types the keys of `t` in this remote: its own namespace and the shared catalogue.
import "i18next";
import type { Catalogue } from "@parley/shared-contracts/messages";
import type en from "./locales/en.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "mf_admin";
    // The host initialises the shared instance with flat keys ("members.title" is one key).
    keySeparator: false;
    resources: { mf_admin: typeof en; common: Catalogue };
  }
}
