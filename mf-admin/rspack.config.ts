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
});
