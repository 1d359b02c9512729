// An ops command's outcome as a sentence in the reader's language: the API answers a result code with
// its values, or an error code with params (shared-contracts api/ops.ts); its lines are the CLI's English.
import type { OpsCommandResult } from "@parley/shared-contracts/api/ops";
import type { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { OpsError } from "../api/ops-api.ts";

type Translate = ReturnType<typeof useAdminTranslation>["t"];

/** A channel of the remotes' commands: a workspace's subdomain, or the default channel (null). */
function channelName(t: Translate, tenant: string | null): string {
  return tenant ?? t("opsResult.defaultChannel");
}

export function describeResult(t: Translate, language: string, result: OpsCommandResult): string {
  switch (result.code) {
    case "workspace_created": {
      const { subdomain, name, ownerEmail } = result.params;
      return ownerEmail === null
        ? t("opsResult.workspaceCreated", { subdomain, name })
        : t("opsResult.workspaceCreatedWithOwner", { subdomain, name, email: ownerEmail });
    }
    case "workspace_suspended":
      return t("opsResult.workspaceSuspended", {
        subdomain: result.params.subdomain,
        count: result.params.sessionsEnded,
      });
    case "workspace_reinstated":
      return t("opsResult.workspaceReinstated", { subdomain: result.params.subdomain });
    case "member_created":
      return t("opsResult.memberCreated", { email: result.params.email, subdomain: result.params.subdomain });
    case "remote_promoted": {
      const list = new Intl.ListFormat(language, { type: "conjunction" });
      const { remote, version, tenants } = result.params;
      return t("opsResult.remotePromoted", {
        remote,
        version,
        channels: list.format(tenants.map((tenant) => channelName(t, tenant))),
      });
    }
    case "remote_pinned": {
      const { remote, version, tenant } = result.params;
      return t("opsResult.remotePinned", { remote, version, channel: channelName(t, tenant) });
    }
    case "remote_unpinned":
      return t("opsResult.remoteUnpinned", {
        remote: result.params.remote,
        channel: channelName(t, result.params.tenant),
      });
    case "remote_not_pinned":
      return t("opsResult.remoteNotPinned", {
        remote: result.params.remote,
        channel: channelName(t, result.params.tenant),
      });
    case "remote_rolled_back": {
      const { remote, from, to, tenant } = result.params;
      if (to !== null)
        return t("opsResult.remoteRolledBack", { remote, from, to, channel: channelName(t, tenant) });
      // Nothing before it: the workspace follows the default channel, the default the newest build.
      return tenant === null
        ? t("opsResult.remoteRolledBackToNewest", { remote, from })
        : t("opsResult.remoteRolledBackToDefault", { remote, from, channel: tenant });
    }
    case "done":
      return t("opsResult.done");
  }
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/**
 * A refused command (or read) as a sentence; `fieldLabels` names a refused field by the form's label
 * (by the last part of its path: `command.owner.email` → `email`).
 */
export function describeError(
  t: Translate,
  error: Error,
  fieldLabels: Readonly<Record<string, string>> = {},
): string {
  if (!(error instanceof OpsError)) return t("opsError.other", { code: error.name });
  const { params } = error;
  switch (error.code) {
    case "workspace_exists":
      return t("opsError.workspaceExists", { subdomain: text(params.subdomain) });
    case "workspace_not_found":
      return t("opsError.workspaceNotFound", { subdomain: text(params.subdomain) });
    case "member_exists":
      return t("opsError.memberExists", { email: text(params.email) });
    case "remote_not_found":
      return t("opsError.remoteNotFound", { remote: text(params.remote) });
    case "version_not_found":
      return t("opsError.versionNotFound", { remote: text(params.remote), version: text(params.version) });
    case "nothing_promoted":
      return t("opsError.nothingPromoted", {
        remote: text(params.remote),
        channel: channelName(t, typeof params.tenant === "string" ? params.tenant : null),
      });
    case "validation_error": {
      const names = Object.keys(error.fields).map((path) => {
        const last = path.split(".").at(-1) ?? path;
        return fieldLabels[last] ?? last;
      });
      if (names.length === 0) return t("opsError.other", { code: error.code });
      return t("opsError.validation", { fields: [...new Set(names)].join(", ") });
    }
    case "weak_password":
      return t("opsError.weakPassword");
    case "network":
      return t("opsError.network");
    default:
      return t("opsError.other", { code: error.code });
  }
}
