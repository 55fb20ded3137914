import { z } from "zod";

import { SITE_CONFIG_DEFAULTS } from "./site-defaults";

// A host name with an optional port: what a canonical URL is built from. No scheme, no path.
const HOST_PATTERN =
  /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

const SiteConfigSchema = z.object({
  APP_NAME: z
    .string()
    .trim()
    .min(1, "APP_NAME must not be empty")
    .max(60, "APP_NAME must be at most 60 characters"),
  APP_DESCRIPTION: z
    .string()
    .trim()
    .min(1, "APP_DESCRIPTION must not be empty")
    .max(300, "APP_DESCRIPTION must be at most 300 characters"),
  DOMAIN_NAME: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      HOST_PATTERN,
      'DOMAIN_NAME must be a host name with an optional port, like "random.example.com" or "localhost:8788" (no "https://", no path)',
    ),
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(
      /^(G-[A-Z0-9]{4,20})?$/,
      'GA_MEASUREMENT_ID must be empty or a Google Analytics 4 id like "G-ABC123XYZ"',
    ),
});

/** The public site configuration: safe to send to the browser. */
export interface SiteConfig {
  appName: string;
  appDescription: string;
  domainName: string;
  /** Origin used for canonical URLs: https, except for localhost development. */
  origin: string;
  analyticsMeasurementId: string | null;
}

/** Thrown when a configured value is malformed; the message names every bad variable. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration: ${problems.join("; ")}`);
    this.name = "SiteConfigError";
  }
}

type RawSiteConfig = Partial<Record<keyof typeof SITE_CONFIG_DEFAULTS, unknown>>;

/** Validates the `[vars]` of wrangler.toml; missing values take the documented defaults. */
export function parseSiteConfig(env: RawSiteConfig): SiteConfig {
  const raw = Object.fromEntries(
    Object.entries(SITE_CONFIG_DEFAULTS).map(([key, fallback]) => [
      key,
      env[key as keyof RawSiteConfig] ?? fallback,
    ]),
  );
  const result = SiteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteConfigError(
      result.error.issues.map((issue) =>
        issue.code === "invalid_type" ? `${issue.path.join(".")} must be a string` : issue.message,
      ),
    );
  }
  const { APP_NAME, APP_DESCRIPTION, DOMAIN_NAME, GA_MEASUREMENT_ID } = result.data;
  const isLocal = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(DOMAIN_NAME);
  return {
    appName: APP_NAME,
    appDescription: APP_DESCRIPTION,
    domainName: DOMAIN_NAME,
    origin: `${isLocal ? "http" : "https"}://${DOMAIN_NAME}`,
    analyticsMeasurementId: GA_MEASUREMENT_ID === "" ? null : GA_MEASUREMENT_ID,
  };
}

const cache = new WeakMap<object, SiteConfig>();

/** The validated configuration of this deployment, parsed once per env object. */
export function getSiteConfig(env: Env): SiteConfig {
  let config = cache.get(env);
  if (!config) {
    config = parseSiteConfig(env);
    cache.set(env, config);
  }
  return config;
}
