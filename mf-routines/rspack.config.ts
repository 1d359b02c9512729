// mf_routines's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `node scripts/build.ts --only mf-routines`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_routines",
  exposes: {
    "./RoutineSidebar": "./src/parcels/routine-sidebar.tsx",
    "./RoutineScreen": "./src/parcels/routine-screen.tsx",
  },
  routes: [
    { path: "/routines", kind: "main", expose: "./RoutineScreen", area: "routines", title: "title.routines" },
    {
      path: "/routines/:id",
      kind: "main",
      expose: "./RoutineScreen",
      area: "routines",
      title: "title.routines",
    },
    {
      path: "/routine/:slug",
      kind: "main",
      expose: "./RoutineScreen",
      area: "routines",
      title: "title.routines",
    },
  ],
  slots: [{ slot: "left-panel", area: "routines", expose: "./RoutineSidebar" }],
});
