import { useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import type { PinCommand, RemoteRow } from "../api/ops-api.ts";

/** One remote of the pin table: what the channel serves, its pins, and promote / unpin / roll back. */
export function PinRow(props: {
  remote: RemoteRow;
  tenant: string | null;
  busy: boolean;
  run: (command: PinCommand) => void;
}) {
  const { remote, tenant, busy, run } = props;
  const { t } = useAdminTranslation();
  const [version, setVersion] = useState(remote.serves);
  const pin = tenant === null ? remote.defaultPin : remote.tenantPin;
  return (
    <tr data-testid={`ops.row-${remote.name}`}>
      <th scope="row">{remote.name}</th>
      <td data-testid="ops.serves">{remote.serves}</td>
      <td data-testid="ops.pin">{pin ?? "–"}</td>
      <td>{remote.fallback ?? "–"}</td>
      <td>{remote.staged.length > 0 ? remote.staged.join(", ") : "–"}</td>
      <td>
        <select
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          aria-label={t("ops.versionOf", { remote: remote.name })}
          data-testid="ops.version"
        >
          {remote.versions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>{" "}
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={busy}
          onClick={() => run({ cmd: "remotes.promote", remote: remote.name, version, tenants: [tenant] })}
          data-testid="ops.promote"
        >
          {t("ops.promote")}
        </button>{" "}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={busy || pin === null}
          onClick={() => run({ cmd: "remotes.rollback", remote: remote.name, tenant })}
          data-testid="ops.rollback"
        >
          {t("ops.rollback")}
        </button>{" "}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={busy || pin === null}
          onClick={() => run({ cmd: "remotes.unpin", remote: remote.name, tenant })}
          data-testid="ops.unpin"
        >
          {t("ops.unpin")}
        </button>
      </td>
    </tr>
  );
}
