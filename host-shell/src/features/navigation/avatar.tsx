import { initials } from "@parley/ui-kit/text/initials.ts";
import styles from "./user-menu.module.css";

export function Avatar({
  name,
  imageUrl,
  offline,
}: {
  name: string;
  imageUrl: string | null;
  offline: boolean;
}) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" className={styles.avatarImage} /> : initials(name)}
      {offline && <span className={styles.offlineDot} data-testid="nav.realtime-offline" />}
    </span>
  );
}
