import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { HEX_PAIRS, uppercaseToggle } from "../../shared/identifiers";

const MAC_SEPARATORS = { colon: ":", hyphen: "-", none: "" } as const;

export default defineGenerator({
  id: "mac-address",
  title: "Random MAC Address",
  category: "identifiers",
  iconText: "🔌",
  description:
    "Random 48-bit MAC addresses, by default marked as locally administered so they never clash with a real vendor's.",
  keywords: ["mac address", "hardware address", "ethernet", "network", "eui-48"],
  algorithm:
    "6 random bytes (Random.bytes); for a locally administered unicast address the first octet's local bit (0x02) is set and its multicast bit (0x01) cleared, leaving 46 random bits.",
  version: 1,
  inputs: {
    local: toggle({
      label: "Locally administered unicast",
      help: "Sets the local bit and clears the multicast bit of the first octet.",
      default: true,
    }),
    separator: select({
      label: "Separator",
      options: [
        { value: "colon", label: "Colon (00:1a:2b…)" },
        { value: "hyphen", label: "Hyphen (00-1a-2b…)" },
        { value: "none", label: "None (001a2b…)" },
      ],
      default: "colon",
    }),
    uppercase: uppercaseToggle,
    count: count(1),
  },
  generate(random, { local, separator, uppercase, count }) {
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      const bytes = random.bytes(6);
      if (local) bytes[0] = ((bytes[0] as number) | 0x02) & 0xfe;
      const octets = Array.from(bytes, (b) => HEX_PAIRS[b] as string);
      const mac = octets.join(MAC_SEPARATORS[separator]);
      const first = bytes[0] as number;
      return {
        text: uppercase ? mac.toUpperCase() : mac,
        data: { locallyAdministered: (first & 0x02) !== 0, multicast: (first & 0x01) !== 0 },
      };
    });
    return { values };
  },
});
