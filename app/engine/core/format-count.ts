// Whole numbers written as en-US writes them ("10,000"), without Intl: a fresh page's first use
// of Intl (toLocaleString included) costs 100 ms or more of main thread, and these run at module
// scope or while a page hydrates. Anything but a safe whole number is left to toLocaleString.

/** `value` with its thousands grouped by commas, exactly as `value.toLocaleString("en-US")`. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
