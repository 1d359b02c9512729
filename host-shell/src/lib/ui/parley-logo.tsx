/** The product mark (also in index.html's boot screen and the favicon). */
export function ParleyMark({ size = 28, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 9h9.5a6 6 0 0 1 0 12H14v4H9z" fill="#fff" />
      <circle cx="18.3" cy="15" r="2.2" fill="#4f46e5" />
    </svg>
  );
}
