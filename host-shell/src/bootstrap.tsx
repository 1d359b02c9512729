// Behind the async boundary: i18n and the React tree.
import { createRoot } from "react-dom/client";
import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { App } from "./app/app.tsx";
import { preloadMainLayout } from "./app/layout/main-layout-loader.ts";
import type { StartedShell } from "./app/boot/start-shell.ts";
import { handleLanguageRequests, initI18n, rememberLanguage } from "./i18n/i18n.ts";

export async function renderShell(shell: StartedShell): Promise<void> {
  if (shell.languageFromQuery) rememberLanguage(shell.language);
  const i18nReady = initI18n(shell.language);
  // Parcels translate through the shared instance (ui-kit's useNamespaceTranslation): they mount
  // once it is initialised.
  shell.setParcelsReady(() => i18nReady);
  i18next.on("languageChanged", (language: string) => shell.setLanguage(language as LanguageCode));
  await i18nReady;
  handleLanguageRequests(shell.services.bus);
  // A page that opened without the main layout (sign-in) fetches it as its visitor signs in, while
  // the session is read again, not after (none on the admin host, which never shows it).
  const { session, host } = shell.services;
  if (!host.isAdminHost)
    session.subscribe(() => {
      if (session.getState().profile !== null) preloadMainLayout();
    });
  createRoot(document.getElementById("root")!).render(<App services={shell.services} />);
}
