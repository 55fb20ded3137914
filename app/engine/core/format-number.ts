/** 1e6 and above in exponent form ("1e9"), as the input messages write large bounds. */
export function formatNumber(value: number): string {
  return Math.abs(value) >= 1e6 ? value.toExponential().replace("e+", "e") : String(value);
}
