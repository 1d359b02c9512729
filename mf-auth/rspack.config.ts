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
  routes: [
    {
      path: "/sign-in",
      kind: "page",
      expose: "./SignInPage",
      title: "title.signIn",
      hosts: ["workspace", "admin-console"],
    },
    { path: "/password/*", kind: "page", expose: "./PasswordPage", title: null },
    { path: "/auth-error", kind: "page", expose: "./AuthErrorPage", title: null },
    { path: "/rapid-onboarding", kind: "page", expose: "./RapidOnboardingPage", title: null },
    // The self-service sign-up that Continue by e-mail on the share page leads to.
    { path: "/sign-up", kind: "page", expose: "./SignUpPage", title: null, hosts: ["admin"] },
    { path: "/sign-up/confirm", kind: "page", expose: "./SignUpPage", title: null, hosts: ["admin"] },
  ],
});
