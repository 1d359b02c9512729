// mf_account's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `npm run build -w mf-account`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_account",
  exposes: {
    "./AccountSettingsPage": "./src/parcels/account-settings-page.tsx",
    "./SettingsPage": "./src/parcels/settings-page.tsx",
  },
  routes: [
    {
      path: "/account-settings",
      kind: "main",
      expose: "./AccountSettingsPage",
      title: "title.accountSettings",
    },
    { path: "/settings", kind: "main", expose: "./SettingsPage", title: "title.settings" },
  ],
});
