import styles from "./user-menu.module.css";

/** First letters of the first two words of a name (spec: initials of an account name). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? "")
    .join("")
    .toUpperCase();
}

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
      {imageUrl ? <img src={imageUrl} alt="" className={styles.avatarImage} /> : initialsOf(name)}
      {offline && <span className={styles.offlineDot} data-testid="nav.realtime-offline" />}
    </span>
  );
}
