import { createPlainRemoteRoot } from "@parley/ui-kit/shell/plain-remote-root.tsx";
import { authMessages } from "../i18n/load-auth-messages.ts";

/**
 * The root of the sign-in parcel: shell props and texts, no query cache. The sign-in page and the
 * workspace finder read and write through ui-kit's useRead and useAction, so the signed-out front
 * door does not download react-query (docs/architecture.md § The sign-in page without react-query).
 */
export const SignInRoot = createPlainRemoteRoot(authMessages);
