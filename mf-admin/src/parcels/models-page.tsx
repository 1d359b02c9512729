import { ModelsPage } from "../features/models/components/models-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /models of the admin host. */
export default defineParcel("mf_admin/ModelsPage", ModelsPage);
