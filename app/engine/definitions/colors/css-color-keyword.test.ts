import entries from "../../data/css-colors";
import cssColorKeyword from "./css-color-keyword";
import { relativeLuminance } from "../../shared/colors";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(cssColorKeyword, {
  entries,
  names: { minimum: 148, of: ([keyword]) => keyword },
  filters: [
    {
      name: "shade",
      keeps: ([, hex], choice) =>
        choice === "any" || relativeLuminance(hex) > 0.179 === (choice === "light"),
    },
  ],
  entryOf: ({ text, swatches }) =>
    entries.find(([keyword, hex]) => text === `${keyword} ${hex}` && swatches?.[0] === hex),
});
