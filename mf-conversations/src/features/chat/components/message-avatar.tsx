import { initials } from "@parley/ui-kit/text/initials.ts";
import { SparkleIcon } from "../../../lib/ui/icons.tsx";
import styles from "./message.module.css";

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
      {imageUrl ? <img src={imageUrl} alt="" /> : assistant ? <SparkleIcon /> : initials(name)}
    </span>
  );
}
