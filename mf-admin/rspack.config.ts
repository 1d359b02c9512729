// mf_admin's build declaration (the admin site on admin.<BASE_DOMAIN>, docs/admin-site.md);
// scripts/build.ts turns it into the rspack configuration shared by every remote.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_admin",
  exposes: {
    "./MembersPage": "./src/parcels/members-page.tsx",
    "./AuditPage": "./src/parcels/audit-page.tsx",
    "./ModelsPage": "./src/parcels/models-page.tsx",
    "./ProvidersPage": "./src/parcels/providers-page.tsx",
    "./OpsRemotesPage": "./src/parcels/ops-remotes-page.tsx",
    "./OpsVersionsPage": "./src/parcels/ops-versions-page.tsx",
    "./OpsWorkspacesPage": "./src/parcels/ops-workspaces-page.tsx",
    "./WorkspacePage": "./src/parcels/workspace-page.tsx",
    "./UsagePage": "./src/parcels/usage-page.tsx",
  },
  routes: [
    // Ops sign in with the ops token, never a workspace session (docs/admin-site.md § Ops).
    { path: "/ops/remotes", kind: "page", expose: "./OpsRemotesPage", title: null, hosts: ["admin"] },
    { path: "/ops/versions", kind: "page", expose: "./OpsVersionsPage", title: null, hosts: ["admin"] },
    { path: "/ops/workspaces", kind: "page", expose: "./OpsWorkspacesPage", title: null, hosts: ["admin"] },
    // The console of the chosen workspace.
    {
      path: "/members",
      kind: "guarded-page",
      expose: "./MembersPage",
      title: null,
      hosts: ["admin-console"],
    },
    { path: "/models", kind: "guarded-page", expose: "./ModelsPage", title: null, hosts: ["admin-console"] },
    {
      path: "/providers",
      kind: "guarded-page",
      expose: "./ProvidersPage",
      title: null,
      hosts: ["admin-console"],
    },
    { path: "/usage", kind: "guarded-page", expose: "./UsagePage", title: null, hosts: ["admin-console"] },
    {
      path: "/workspace",
      kind: "guarded-page",
      expose: "./WorkspacePage",
      title: null,
      hosts: ["admin-console"],
    },
    { path: "/audit", kind: "guarded-page", expose: "./AuditPage", title: null, hosts: ["admin-console"] },
  ],
});
