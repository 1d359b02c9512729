import { UsagePage } from "../features/usage/components/usage-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /usage of the admin host. */
export default defineParcel("mf_admin/UsagePage", UsagePage);
