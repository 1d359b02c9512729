import { SparkleIcon } from "../../../lib/ui/icons.tsx";
import styles from "./message.module.css";

/** First letters of the first two words of a name. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? "")
    .join("")
    .toUpperCase();
}

/** A sender's photo or initials; an assistant reply shows its model's icon or a spark. */
export function MessageAvatar({
  name,
  imageUrl,
  assistant,
}: {
  name: string;
  imageUrl: string | null;
  assistant: boolean;
}) {
  return (
    <span className={`${styles.avatar} ${assistant ? styles.assistantAvatar : ""}`} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" /> : assistant ? <SparkleIcon /> : initialsOf(name)}
    </span>
  );
}
