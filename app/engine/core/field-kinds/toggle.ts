// The toggle field kind: an on/off switch.
import * as z from "zod/mini";

import type { FieldBase, KindParts } from "./parts";

export interface ToggleSpec extends FieldBase {
  kind: "toggle";
  default: boolean;
}

type Parts = KindParts<ToggleSpec>;

export const toggleUrl: Parts["url"] = {
  decode(spec, raw) {
    const normalized = raw.trim().toLowerCase();
    if (["1", "true", "on", "yes"].includes(normalized)) return { ok: true, value: true };
    if (["0", "false", "off", "no"].includes(normalized)) return { ok: true, value: false };
    return { ok: false, message: `${spec.label} must be on or off` };
  },
  encode: (value) => (value ? "1" : "0"),
  defaultInWords: (spec) => (spec.default ? "on" : "off"),
};

export const toggleSchema: Parts["schema"] = ({ label }) =>
  z.boolean({ error: `${label} must be on or off` });

export const toggleDocs: Parts["docs"] = {
  label: "On/off",
  defaultText: (spec) => (spec.default ? "On" : "Off"),
  limits: () => "On or off: 1 or 0 in a link.",
};

export const toggleWords: Parts["words"] = (_spec, value) => (value ? "yes" : "no");

export const toggleApiSchema: Parts["apiSchema"] = () => ({});

export const toggleApiText: Parts["apiText"] = () => null;

export const toggleTestValues: Parts["testValues"] = {
  valid: (_spec, _options, { fc }) => fc.boolean(),
  refused: () => ["yes", 1, null],
  junk: (_spec, { anyType }) => anyType,
  accepts: (_spec, value) => typeof value === "boolean",
};
