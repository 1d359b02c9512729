import { OpsVersionsPage } from "../features/ops-versions/components/ops-versions-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /ops/versions of the admin host (ops token, no workspace session). */
export default defineParcel("mf_admin/OpsVersionsPage", OpsVersionsPage);
