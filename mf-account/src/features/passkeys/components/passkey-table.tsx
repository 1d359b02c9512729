import type { Passkey } from "@parley/shared-contracts/api/passkeys";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { PasskeyRow } from "./passkey-row.tsx";
import type { Notice } from "../types/notice.ts";
import styles from "./passkey-table.module.css";

export function PasskeyTable({
  passkeys,
  onNotice,
}: {
  passkeys: Passkey[];
  onNotice(notice: Notice): void;
}) {
  const { t } = useAccountTranslation();
  return (
    <table className={styles.table} data-testid="passkeys.table">
      <thead>
        <tr>
          <th scope="col">{t("security.columnName")}</th>
          <th scope="col">{t("security.columnCreated")}</th>
          <th scope="col">{t("security.columnLastUsed")}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{t("security.columnActions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {passkeys.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onNotice={onNotice} />
        ))}
      </tbody>
    </table>
  );
}
