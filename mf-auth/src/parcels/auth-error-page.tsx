import { AuthErrorPage } from "../features/auth-error/components/auth-error-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /auth-error: the sign-in error page. */
export default defineParcel("mf_auth/AuthErrorPage", AuthErrorPage);
