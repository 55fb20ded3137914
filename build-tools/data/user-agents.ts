import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { DataSource } from "../data-sources";
import { packageDirectory } from "../package-directory";

interface Sample {
  userAgent: string;
  deviceCategory: string;
  weight: number;
}

/** How many distinct strings to keep per device type: the most common ones of the sample. */
const KEEP = { desktop: 200, mobile: 200, tablet: 50 } as const;

type Device = keyof typeof KEEP;

/** The browser a user-agent string names; the order matters (Edge and Opera also say Chrome). */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ["Edge", /\bEdg(A|iOS)?\//],
  ["Opera", /\b(OPR|OPT|Opera)\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Yandex", /\bYaBrowser\//],
  ["Firefox", /\b(Firefox|FxiOS)\//],
  ["Chrome", /\b(Chrome|CriOS)\//],
  ["Safari", /\bVersion\/[\d.]+.*Safari\//],
];

/** The operating system a user-agent string names. */
const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ["iPadOS", /\biPad\b/],
  ["iOS", /\b(iPhone|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

const nameOf = (table: typeof BROWSERS, ua: string) =>
  table.find(([, pattern]) => pattern.test(ua))?.[0] ?? "Other";

/**
 * The most common distinct user-agent strings of the package's weighted sample of real
 * browser visits, per device type, each with the browser and system it names.
 */
const source: DataSource = {
  name: "user-agents",
  package: "user-agents",
  licence: "BSD-2-Clause",
  description:
    "The most common distinct user-agent strings of user-agents' sample of real visits: up to 200 desktop, 200 mobile and 50 tablet, with the browser and system each names.",
  entryType:
    '{ userAgent: string; device: "desktop" | "mobile" | "tablet"; browser: string; os: string }',
  build() {
    const dir = packageDirectory("user-agents");
    const samples = JSON.parse(
      readFileSync(join(dir, "dist/user-agents.json"), "utf8"),
    ) as Sample[];
    // The sample holds one row per fingerprint; add up the weights of rows with the same string.
    const weights = new Map<string, { device: Device; weight: number }>();
    for (const { userAgent, deviceCategory, weight } of samples) {
      if (!(deviceCategory in KEEP)) continue;
      const seen = weights.get(userAgent);
      if (seen) seen.weight += weight;
      else weights.set(userAgent, { device: deviceCategory as Device, weight });
    }
    const kept = (Object.keys(KEEP) as Device[]).flatMap((device) =>
      [...weights]
        .filter(([, entry]) => entry.device === device)
        .filter(([userAgent]) => nameOf(BROWSERS, userAgent) !== "Other")
        .sort(([a, x], [b, y]) => y.weight - x.weight || (a < b ? -1 : 1))
        .slice(0, KEEP[device])
        .map(([userAgent]) => userAgent),
    );
    return kept.sort().map((userAgent) => ({
      userAgent,
      device: weights.get(userAgent)?.device,
      browser: nameOf(BROWSERS, userAgent),
      os: nameOf(SYSTEMS, userAgent),
    }));
  },
};

export default source;
