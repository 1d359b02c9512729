// mf_auth's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `npm run build -w mf-auth`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_auth",
  exposes: {
    "./SignInPage": "./src/parcels/sign-in-page.tsx",
    "./PasswordPage": "./src/parcels/password-page.tsx",
    "./AuthErrorPage": "./src/parcels/auth-error-page.tsx",
    "./RapidOnboardingPage": "./src/parcels/rapid-onboarding-page.tsx",
    "./SignUpPage": "./src/parcels/sign-up-page.tsx",
  },
});
