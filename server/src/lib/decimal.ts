// Decimal strings as PostgreSQL numeric columns return them ("0.002500000000").

/** Without trailing zeros: "0.002500000000" → "0.0025", "3.000" → "3". */
export function trimDecimal(value: string): string {
  if (!value.includes(".")) return value;
  const trimmed = value.replace(/0+$/, "").replace(/\.$/, "");
  return trimmed === "" || trimmed === "-0" ? "0" : trimmed;
}
