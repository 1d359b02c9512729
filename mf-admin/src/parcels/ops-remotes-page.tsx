import { OpsRemotesPage } from "../features/ops-remotes/components/ops-remotes-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /ops/remotes of the admin host (ops token, no workspace session). */
export default defineParcel("mf_admin/OpsRemotesPage", OpsRemotesPage);
