import { COST_WARNING_USD } from "@parley/shared-contracts/constants";

/** A decimal USD string of the API ("0.03") as the user's language writes money ("$0.03", "0,03 $US"). */
export function formatUsd(value: string, language: string): string {
  const amount = Number(value);
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}

/** Whether a conversation's total cost has reached the warning threshold ($5). */
export function costWarningDue(total: string): boolean {
  const amount = Number(total);
  return Number.isFinite(amount) && amount >= COST_WARNING_USD;
}
