/**
 * English texts of the `mf_auth` namespace (the source every other language translates; a test
 * checks the keys match). Keys are flat "screen.text" like every namespace of the shared i18next
 * instance (the host sets `keySeparator: false`). Spec messages live in the catalogue (`common`).
 */
const en = {
  "page.poweredBy": "Powered by {{product}}",
  "page.loading": "Loading your workspace…",
  "page.redirecting": "You are already signed in. Redirecting…",
  "page.retry": "Retry",
  "captcha.checking": "Running a quick security check…",
  "signIn.subtitle": "Sign in to continue to {{product}}",
  "signIn.google": "Sign in with Google",
  "signIn.workEmail": "Sign in with work email",
  "signIn.or": "or",
  "signIn.noMethods": "This workspace has no sign-in method enabled. Please contact your administrator.",
  "signIn.googleUnconfigured":
    "This workspace signs in with Google, which is not set up on this server yet. An administrator needs to set {{variable}} (see the README), or turn password sign-in back on.",
  "signIn.emailLabel": "Work email",
  "signIn.emailPlaceholder": "name@company.com",
  "signIn.passwordLabel": "Password",
  "signIn.showPassword": "Show password",
  "signIn.submit": "Sign in",
  "signIn.submitting": "Signing in…",
  "validation.emailRequired": "Enter your work email address.",
  "validation.emailInvalid": "Enter a valid email address, such as name@company.com.",
  "validation.passwordRequired": "Enter your password.",
  "validation.passwordTooShort": "The password must be at least {{min}} characters long.",
  "subdomain.title": "Find your workspace",
  "subdomain.description": "Enter your workspace address to sign in to {{product}}.",
  "subdomain.label": "Workspace address",
  "subdomain.placeholder": "your-company",
  "subdomain.required": "Enter your workspace address.",
  "subdomain.invalid":
    "Use 2 to 63 lower-case letters, digits or hyphens, starting and ending with a letter or digit.",
  "subdomain.submit": "Continue",
  "subdomain.checking": "Checking…",
  "parcel.crashed": "The sign-in page stopped working. Reload the page to try again.",
  "parcel.reload": "Reload",
  "authError.backToSignIn": "Back to sign in",
  "rapidOnboarding.signingIn": "Signing you in…",
  "rapidOnboarding.returnHome": "Return to the homepage",
  "forgot.title": "Forgot password",
  "forgot.instructions":
    "Enter the work email address you sign in with. We will send you a link to choose a new password.",
  "forgot.submit": "Submit",
  "forgot.submitting": "Sending…",
  "forgot.returnToSignIn": "Return to sign-in",
  "sent.title": "Check your email",
  "sent.body":
    "If this address belongs to a member of the workspace, a link to choose a new password is on its way. The link works once and expires after a short time.",
  "update.title": "Set a new password",
  "update.subtitle": "Choose a new password of at least {{min}} characters.",
  "update.passwordLabel": "New password",
  "update.confirmLabel": "Confirm password",
  "update.showPasswords": "Show passwords",
  "update.submit": "Save password",
  "update.submitting": "Saving…",
  "update.confirmRequired": "Enter the password again.",
  "update.checking": "Checking your link…",
  "update.doneTitle": "Password changed",
  "update.doneBody":
    "Your password has been changed and every session of your account has been signed out. Sign in with your new password.",
  "update.signIn": "Sign in",
  "passkey.signIn": "Sign in with a passkey",
  "passkey.signingIn": "Waiting for your passkey…",
  "passkey.failed": "Signing in with a passkey did not work. Try again or use another sign-in method.",
  "passkey.cancelled": "Passkey sign-in was cancelled.",
  "signIn.forgotPassword": "Forgot password?",
  "signUp.sentTitle": "Check your email",
  "signUp.sentBody":
    "We sent a link to {{email}}. Open it to confirm your address and create your workspace. The link works once and expires in 24 hours.",
  "signUp.resend": "Send the link again",
  "signUp.resending": "Sending…",
  "signUp.resent": "A new link is on its way. Earlier links no longer work.",
  "signUp.noEmail":
    "To sign up, open a shared conversation and choose Continue this conversation with your work email.",
  "signUp.offTitle": "Sign-up is turned off",
  "signUp.offBody":
    "This server does not accept new workspaces at the moment. Ask your administrator for an invitation.",
  "signUp.confirmTitle": "Create your workspace",
  "signUp.confirmSubtitle":
    "{{email}} is confirmed. Name your workspace and yourself to continue the conversation there.",
  "signUp.workspaceName": "Workspace name",
  "signUp.subdomain": "Workspace address",
  "signUp.subdomainHint": "Your workspace will be at {{host}}",
  "signUp.name": "Your name",
  "signUp.password": "Password",
  "signUp.confirmPassword": "Confirm password",
  "signUp.showPasswords": "Show passwords",
  "signUp.submit": "Create workspace",
  "signUp.submitting": "Creating your workspace…",
  "signUp.checking": "Checking your link…",
  "signUp.invalidTitle": "This link cannot be used",
  "signUp.startAgain": "Start again",
  "signUp.required": "This field is required.",
  "signUp.tooLong": "This is too long.",
  "signUp.reserved": "This address is reserved. Choose another one.",
  "signUp.taken": "This address is already taken. Choose another one.",
  "signUp.redirecting": "Opening your workspace…",
};

/** The shape every language file of the namespace must have: the same keys, each a text. */
export type AuthMessages = Record<keyof typeof en, string>;

export default en satisfies AuthMessages;
