// What the host provides as `react-i18next` in the share scope (scripts/build/host-config.ts). Remotes
// built since session 16 translate with ui-kit's useNamespaceTranslation and never load it; a remote
// built before, which ops may still pin, consumes it. The library is bound to the shared i18next
// instance as it loads, so such a remote's useTranslation() works although the shell no longer
// downloads react-i18next for every page. `react-i18next-unshared` is the same package under another
// name (a build alias), which the share plugin does not turn back into this module.
import i18next from "i18next";
import { initReactI18next } from "react-i18next-unshared";

initReactI18next.init(i18next);

export * from "react-i18next-unshared";
