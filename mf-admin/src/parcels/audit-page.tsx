import { AuditPage } from "../features/audit/components/audit-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /audit of the admin host. */
export default defineParcel("mf_admin/AuditPage", AuditPage);
