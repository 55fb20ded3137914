// Times of day written without Intl: a fresh page's first use of Intl (toLocaleTimeString
// included) costs 100 ms or more of main thread (issue 29), and this history's times are drawn
// as a page hydrates.

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A moment's time of day on the visitor's clock, 24-hour "hh:mm:ss". */
export function clockTime(ms: number): string {
  const time = new Date(ms);
  return [time.getHours(), time.getMinutes(), time.getSeconds()].map(twoDigits).join(":");
}
