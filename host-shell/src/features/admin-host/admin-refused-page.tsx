import type { Profile } from "@parley/shared-contracts/api/profile";
import { useShellPageTranslation } from "../../i18n/page-texts.ts";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";
import styles from "../not-found/not-found-page.module.css";
import own from "./admin-host.module.css";
import { workspaceHomeUrl } from "./last-workspace.ts";

/** Keeps a left-to-right name or address whole inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A member (not an owner or admin) signed in on the admin host: the spec's refusal, no console and
 * none of its menu, a way to their workspace and a way to sign in as someone else.
 */
export function AdminRefusedPage({ profile }: { profile: Profile }) {
  const { t } = useShellTranslation();
  const { t: pageText, ready } = useShellPageTranslation();
  const { session } = useSession();
  if (!ready) return null;
  return (
    <main id="main" className={styles.page} data-testid="admin-host.refused">
      <ParleyMark size={44} />
      <h1 className={styles.title}>{t("common:manage.refused")}</h1>
      <p className={own.body}>
        {pageText("adminHost.refused", {
          workspace: isolate(profile.account.name),
          email: isolate(profile.email),
        })}
      </p>
      <div className={own.actions}>
        <a
          className={styles.home}
          href={workspaceHomeUrl(profile.account.subdomain)}
          data-testid="admin-host.workspace"
        >
          {pageText("adminHost.workspaces")}
        </a>
        <button
          type="button"
          className={own.secondary}
          onClick={() => void session.signOut()}
          data-testid="admin-host.sign-out"
        >
          {t("nav.signOut")}
        </button>
      </div>
    </main>
  );
}
