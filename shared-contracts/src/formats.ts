// Text formats the server's schemas and the browser's forms check alike. Zod-free, so a form can use
// them without shipping zod to the browser; the schemas use the same patterns (formats.test.ts).

/** An e-mail address: zod's own email pattern, named here so both sides share one. */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A subdomain: lower-case letters, digits and inner hyphens, 2–63 characters. */
export const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;

/** The longest e-mail address a form accepts (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const isEmailAddress = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(text);

export const isSubdomain = (text: string): boolean => SUBDOMAIN.test(text);
