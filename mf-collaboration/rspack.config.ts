// mf_collaboration's build declaration; scripts/build.ts turns it into the rspack configuration shared
// by every remote (scripts/build/remote-config.ts). Build with `node scripts/build.ts --only mf-collaboration`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_collaboration",
  exposes: {
    "./MyCollaborationsPage": "./src/parcels/my-collaborations-page.tsx",
    "./CollaborationControls": "./src/parcels/collaboration-controls.tsx",
  },
  routes: [
    {
      path: "/my-collaborations",
      kind: "main",
      expose: "./MyCollaborationsPage",
      title: "title.myCollaborations",
    },
  ],
});
