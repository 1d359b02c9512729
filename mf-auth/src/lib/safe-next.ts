/**
 * A `next` target we may navigate to: a same-origin path ("/routines"), never another origin
 * ("//evil.test", "https://…", "/\\evil.test"), so a crafted sign-in link cannot send users away.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
