/**
 * The free-trial countdown in the product's format (docs/product/shell.md § Free-trial banner): days only
 * when nonzero, then hours 'h', minutes 'mm m', seconds 'ss s' — e.g. `2d 4h 05m 09s`, `0h 00m 59s`.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${days > 0 ? `${days}d ` : ""}${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
}

const balanceFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The account balance (a decimal string) with 2 decimals in en-US format, whatever the UI language. */
export function formatBalance(balance: string): string {
  const value = Number(balance);
  return balanceFormat.format(Number.isFinite(value) ? value : 0);
}
