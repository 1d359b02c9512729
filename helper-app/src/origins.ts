// Allowed Parley origins: exact origins or patterns where `*` stands for one host label
// (`https://*.example.com`) or any port (`http://localhost:*`).
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

function patternToRegExp(pattern: string): RegExp {
  const source = escape(pattern.toLowerCase().replace(/\/+$/, ""))
    .replace(/:\*$/, ":\\d{1,5}")
    .replace(/\*/g, "[a-z0-9-]+");
  return new RegExp(`^${source}$`);
}

export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const expressions = patterns.map(patternToRegExp);
  return (origin) => {
    const normalised = origin.toLowerCase();
    return expressions.some((expression) => expression.test(normalised));
  };
}
