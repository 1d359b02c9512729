import { OpsWorkspacesPage } from "../features/ops-workspaces/components/ops-workspaces-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /ops/workspaces of the admin host (ops token, no workspace session). */
export default defineParcel("mf_admin/OpsWorkspacesPage", OpsWorkspacesPage);
