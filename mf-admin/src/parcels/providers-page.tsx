import { ProvidersPage } from "../features/providers/components/providers-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /providers of the admin host. */
export default defineParcel("mf_admin/ProvidersPage", ProvidersPage);
