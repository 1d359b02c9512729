import type { MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { SignUpConfirmPage } from "../features/sign-up/components/sign-up-confirm-page.tsx";
import { SignUpGate } from "../features/sign-up/components/sign-up-gate.tsx";
import { SignUpSentPage } from "../features/sign-up/components/sign-up-sent-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/**
 * The admin host's self-service sign-up (docs/product/snapshots.md § Continue by e-mail):
 * /sign-up?email=… ("we sent a link", resend) and /sign-up/confirm?token=… (name the workspace and
 * yourself). Both say so when sign-up is turned off.
 */
function SignUpRoute(props: MountedProps) {
  const query = new URLSearchParams(props.location.search);
  const confirm = /^\/sign-up\/confirm\/?$/.test(props.location.pathname);
  const token = query.get("token")?.trim() || null;
  const email = query.get("email")?.trim() || null;
  return (
    <SignUpGate>
      {confirm ? <SignUpConfirmPage key={token} token={token} /> : <SignUpSentPage email={email} />}
    </SignUpGate>
  );
}

export default defineParcel("mf_auth/SignUpPage", SignUpRoute);
