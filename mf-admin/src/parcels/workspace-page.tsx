import { WorkspacePage } from "../features/workspace/components/workspace-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /workspace of the admin host. */
export default defineParcel("mf_admin/WorkspacePage", WorkspacePage);
