/** Defaults a fresh clone runs with; each can be overridden by a `[vars]` entry of the same name. */
export const SITE_CONFIG_DEFAULTS = {
  APP_NAME: "Randomly",
  APP_DESCRIPTION: "The ultimate random generation tool",
  DOMAIN_NAME: "localhost:8788",
  GA_MEASUREMENT_ID: "",
} as const;
