import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts";
import { ForgotPasswordPage } from "../features/forgot-password/components/forgot-password-page.tsx";
import { PasswordSentPage } from "../features/forgot-password/components/password-sent-page.tsx";
import { UpdatePasswordPage } from "../features/update-password/components/update-password-page.tsx";
import { ensureAuthMessages } from "../i18n/load-auth-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

/** single-spa adds its own props (name, mountParcel, …) to what the host passes. */
type MountedProps = ShellProps & AppProps;

/** Which screen of /password/* a path shows; anything else goes back to sign-in. */
function screenOf(pathname: string): "forgot" | "sent" | "change" | null {
  const rest = pathname.replace(/\/+$/, "").replace(/^\/password\//, "");
  return rest === "forgot" || rest === "sent" || rest === "change" ? rest : null;
}

function Screen({ subdomain, screen }: { subdomain: string; screen: "forgot" | "sent" | "change" }) {
  if (screen === "forgot") return <ForgotPasswordPage subdomain={subdomain} />;
  if (screen === "sent") return <PasswordSentPage />;
  return <UpdatePasswordPage />;
}

/**
 * Routes /password/forgot, /password/sent and /password/change (spec §2). Passwords belong to a
 * workspace: on the root domain, or on an unknown path, the visitor goes to /sign-in.
 */
function PasswordRoute(props: MountedProps) {
  const { subdomain } = props.session;
  const screen = screenOf(props.location.pathname);
  const { navigate } = props;
  const misplaced = subdomain === null || screen === null;
  React.useEffect(() => {
    if (misplaced) navigate("/sign-in", { replace: true });
  }, [misplaced, navigate]);
  return (
    <RemoteRoot shell={props}>
      {subdomain !== null && screen !== null && <Screen key={screen} subdomain={subdomain} screen={screen} />}
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: PasswordRoute,
  errorBoundary: (error, _info, props) => <ParcelCrash error={error} shell={props} module="./PasswordPage" />,
});

/** Exposed as `mf_auth/PasswordPage`. */
const passwordPageParcel: ParcelModule<MountedProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    // The first paint should already speak the page's language.
    await ensureAuthMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default passwordPageParcel;
