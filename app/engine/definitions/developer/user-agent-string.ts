import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const DEVICES = {
  any: { label: "Any device", plural: "user-agent strings" },
  desktop: { label: "Desktop", plural: "desktop user-agent strings" },
  mobile: { label: "Mobile phone", plural: "mobile user-agent strings" },
  tablet: { label: "Tablet", plural: "tablet user-agent strings" },
} as const;

type Device = keyof typeof DEVICES;

export default defineListGenerator({
  id: "user-agent-string",
  title: "Random User Agent",
  category: "developer",
  iconText: "🧭",
  description:
    "Realistic browser user-agent strings (Chrome, Safari, Firefox, Edge and more on Windows, macOS, Android and iOS), from desktops, phones or tablets, for testing logs, parsers and analytics.",
  keywords: ["user agent", "user agent string", "browser user agent", "ua string", "useragent"],
  entries: () => import("../../data/user-agents").then((m) => m.default),
  pool: "a few hundred distinct user-agent strings, the most common of a sample of real browser visits (the user-agents package), of the chosen device type",
  filters: [
    {
      name: "device",
      field: select({
        label: "Device",
        options: Object.entries(DEVICES).map(([value, d]) => ({
          value: value as Device,
          label: d.label,
        })),
        default: "any",
      }),
      keeps: (entry, device) => device === "any" || entry.device === device,
    },
  ],
  plural: (device) => DEVICES[device].plural,
  value: ({ userAgent, device, browser, os }) => ({
    text: userAgent,
    data: { userAgent, device, browser, os, detail: `${browser} on ${os} (${device})` },
  }),
});
