// mf_share's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `node scripts/build.ts --only mf-share`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_share",
  exposes: {
    // On the share host: the view-mode and Continue dialogs of the server-rendered snapshot page.
    "./ShareDialog": "./src/parcels/share-dialog.tsx",
    // On a workspace host: /continue-snapshot/{uuid}.
    "./ContinueSnapshotPage": "./src/parcels/continue-snapshot-page.tsx",
  },
  routes: [
    { path: "/continue-snapshot/:uuid", kind: "guarded-page", expose: "./ContinueSnapshotPage", title: null },
  ],
});
