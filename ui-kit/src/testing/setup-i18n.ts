// What the host does before it mounts a parcel (host-shell/src/i18n/i18n.ts): the shared default
// i18next instance with the same options and the English `common` catalogue.
// A remote's test set-up then adds its own namespace the way its parcel does in production.
import i18next from "i18next";
import { catalogue, LANGUAGE_CODES, PRODUCT_NAME } from "@parley/shared-contracts";

export async function initShellI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.init({
    lng: "en",
    resources: { en: { common: catalogue } },
    partialBundledLanguages: true,
    ns: ["common"],
    defaultNS: "common",
    fallbackLng: false,
    supportedLngs: LANGUAGE_CODES,
    lowerCaseLng: true,
    load: "currentOnly",
    keySeparator: false,
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  });
}
