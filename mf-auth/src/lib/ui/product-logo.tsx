import styles from "./product-logo.module.css";

/**
 * The Parley mark (the same "P" tile as the shell's favicon and top bar). Decorative: the product
 * name is always written next to it.
 */
export function ProductLogo({ size = 40 }: { size?: number }) {
  return (
    <svg
      className={styles.logo}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className={styles.tile} />
      <path d="M9 9h9.5a6 6 0 0 1 0 12H14v4H9z" className={styles.letter} />
      <circle cx="18.3" cy="15" r="2.2" className={styles.tile} />
    </svg>
  );
}
