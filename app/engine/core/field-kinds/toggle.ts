// The toggle field kind: an on/off switch.
import * as z from "zod/mini";

import {
  type ApiSchemaPart,
  type ApiTextPart,
  type DocsPart,
  type FieldBase,
  type SchemaPart,
  type TestValuesPart,
  type UrlForm,
  type WordsPart,
} from "./parts";

export interface ToggleSpec extends FieldBase {
  kind: "toggle";
  default: boolean;
}

export const toggleUrl: UrlForm<ToggleSpec> = {
  decode(spec, raw) {
    const normalized = raw.trim().toLowerCase();
    if (["1", "true", "on", "yes"].includes(normalized)) return { ok: true, value: true };
    if (["0", "false", "off", "no"].includes(normalized)) return { ok: true, value: false };
    return { ok: false, message: `${spec.label} must be on or off` };
  },
  encode: (value) => (value ? "1" : "0"),
  defaultInWords: (spec) => (spec.default ? "on" : "off"),
};

export const toggleSchema: SchemaPart<ToggleSpec> = ({ label }) =>
  z.boolean({ error: `${label} must be on or off` });

export const toggleDocs: DocsPart<ToggleSpec> = {
  label: "On/off",
  defaultText: (spec) => (spec.default ? "On" : "Off"),
  limits: () => "On or off: 1 or 0 in a link.",
};

export const toggleWords: WordsPart<ToggleSpec> = (_spec, value) => (value ? "yes" : "no");

export const toggleApiSchema: ApiSchemaPart<ToggleSpec> = () => ({});

export const toggleApiText: ApiTextPart<ToggleSpec> = () => null;

export const toggleTestValues: TestValuesPart<ToggleSpec> = {
  valid: (_spec, _options, { fc }) => fc.boolean(),
  refused: () => ["yes", 1, null],
  junk: (_spec, { anyType }) => anyType,
  accepts: (_spec, value) => typeof value === "boolean",
};
