import { API_BASE } from "~/features/api/index.server";
import { API_ERROR_CODES } from "~/features/api/index.server";
import { MAX_API_BODY_BYTES } from "~/features/api/index.server";
import { OUTPUT_FORMATS, OUTPUT_PARAMETER, FORMAT_PARAMETER } from "~/features/api/index.server";
import { formatIsInput } from "~/features/api/index.server";
import { CACHE_CONTROL } from "~/utils/cache-control";
import { API_RATE_LIMIT_DEFAULT } from "~/features/api/index.server";
import { API_TERMS_ANCHOR, MCP_PATH } from "~/features/api/index.server";
import { DRAW_TOOLS } from "~/features/mcp/index.server";
import { docsExample, DOCS_EXAMPLE_SEED } from "./generator-reference.server";
import { MAX_COUNT } from "~/engine/core/fields";

import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import { loadAllGenerators } from "~/engine/load-generator";
import { GTAG_CONFIG, PAGE_VIEW_CONFIG_DELAY_MS } from "~/features/consent";
import { CONSENT_DIALOG_DELAY_MS, CONSENT_MODE_DEFAULTS } from "~/features/consent";
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
} from "~/features/consent/index.server";
import { SAVED_VALUES_BACKUP_KEY, SAVED_VALUES_STORAGE_KEY } from "~/features/saved-values";
import { MAX_SAVED_NOTES, MAX_SAVED_VALUE_LENGTH } from "~/features/saved-values";
import { SITE_CONFIG_DEFAULTS } from "~/features/shell";
import { SEARCH_BUTTON_DISABLED_MS } from "~/utils/spec-constants";
import { THEME_COOKIE_MAX_AGE_SECONDS, THEME_COOKIE_NAME } from "~/features/shell/index.server";
import { permalinkTraits } from "~/engine/core/read-run";

/** The generator whose seeded example the seeds guide links to. */
const EXAMPLE_GENERATOR_ID = "dice-roller";

interface GeneratorLink {
  id: string;
  title: string;
}

/**
 * The names, limits and lifetimes the guides quote, read from the modules that enforce them, so
 * the docs cannot drift from the code. Some live in server-only modules, hence a loader.
 */
export interface DocsFacts {
  seed: { maxLength: number; exampleSeed: string };
  /** Generators that read the clock, whose permalinks carry `at`. */
  clockGenerators: GeneratorLink[];
  /** Generators whose values are secrets: made in the browser only, never seeded by the page. */
  secretGenerators: GeneratorLink[];
  /** Generators that keep older algorithm versions for old permalinks. */
  versionedGenerators: (GeneratorLink & { version: number; legacy: number[] })[];
  /** A seeded permalink to quote as an example, with its API address. */
  exampleLink: GeneratorLink & {
    permalink: string;
    apiPath: string;
    values: string[];
    version: number;
    input: Record<string, unknown>;
    summary?: string;
  };
  /** The public API's addresses and limits (the rate limit is this deployment's, see the loader). */
  api: {
    base: string;
    maxCount: number;
    maxBodyBytes: number;
    defaultRateLimit: { limit: number; period: number };
    formats: string[];
    /** The query parameter that chooses the format, and its older name. */
    outputParameter: string;
    formatParameter: string;
    /** Generators with an input called `format`, where only `output` chooses the format. */
    formatInputGenerators: GeneratorLink[];
    /** Cache-Control of a run that pins seed and version, and of one with a seed only. */
    cacheControl: { pinned: string; seeded: string };
    errors: { code: string; status: number; meaning: string }[];
    /** The MCP server's path and the names of its draw tools (the others are the generators' ids). */
    mcp: { path: string; drawTools: { create: string; read: string } };
    /** The id of the guide's terms of use, which the OpenAPI document's licence links to. */
    termsAnchor: string;
  };
  savedValues: {
    storageKey: string;
    backupKey: string;
    maxNotes: number;
    maxValueLength: number;
  };
  consent: {
    cookieName: string;
    maxAgeSeconds: number;
    dialogDelayMs: number;
    waitForUpdateMs: number;
    pageViewDelayMs: number;
    analyticsCookieSeconds: number;
  };
  theme: { cookieName: string; maxAgeSeconds: number };
  searchButtonRestMs: number;
  /** The site's `[vars]` with their defaults, in README order. */
  siteConfig: { name: string; default: string }[];
}

/** Collects the facts the guides quote. */
export async function docsFacts(): Promise<DocsFacts> {
  const generators = await loadAllGenerators();
  const exampleGenerator = generators.find((g) => g.id === EXAMPLE_GENERATOR_ID);
  if (!exampleGenerator)
    throw new Error(`The docs example generator "${EXAMPLE_GENERATOR_ID}" is gone`);
  const example = await docsExample(exampleGenerator);
  return {
    seed: { maxLength: MAX_SEED_LENGTH, exampleSeed: DOCS_EXAMPLE_SEED },
    clockGenerators: generators.filter((g) => g.usesClock).map(({ id, title }) => ({ id, title })),
    secretGenerators: generators.filter((g) => g.secret).map(({ id, title }) => ({ id, title })),
    versionedGenerators: generators
      .filter((g) => g.legacy)
      .map((g) => ({
        id: g.id,
        title: g.title,
        version: g.version,
        legacy: [...permalinkTraits(g).legacyVersions],
      })),
    exampleLink: {
      id: exampleGenerator.id,
      title: exampleGenerator.title,
      permalink: example.permalink,
      apiPath: example.apiPath,
      version: example.version,
      input: example.input,
      summary: example.summary,
      values: example.values.map((value) => value.text),
    },
    api: {
      base: API_BASE,
      maxCount: MAX_COUNT,
      maxBodyBytes: MAX_API_BODY_BYTES,
      defaultRateLimit: { ...API_RATE_LIMIT_DEFAULT },
      formats: [...OUTPUT_FORMATS],
      outputParameter: OUTPUT_PARAMETER,
      formatParameter: FORMAT_PARAMETER,
      formatInputGenerators: generators
        .filter(formatIsInput)
        .map(({ id, title }) => ({ id, title })),
      cacheControl: { pinned: CACHE_CONTROL.immutable, seeded: CACHE_CONTROL.revalidateDaily },
      errors: API_ERROR_CODES.map((error) => ({ ...error })),
      mcp: { path: MCP_PATH, drawTools: { ...DRAW_TOOLS } },
      termsAnchor: API_TERMS_ANCHOR,
    },
    savedValues: {
      storageKey: SAVED_VALUES_STORAGE_KEY,
      backupKey: SAVED_VALUES_BACKUP_KEY,
      maxNotes: MAX_SAVED_NOTES,
      maxValueLength: MAX_SAVED_VALUE_LENGTH,
    },
    consent: {
      cookieName: CONSENT_COOKIE_NAME,
      maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS,
      dialogDelayMs: CONSENT_DIALOG_DELAY_MS,
      waitForUpdateMs: CONSENT_MODE_DEFAULTS.wait_for_update,
      pageViewDelayMs: PAGE_VIEW_CONFIG_DELAY_MS,
      analyticsCookieSeconds: GTAG_CONFIG.cookie_expires,
    },
    theme: { cookieName: THEME_COOKIE_NAME, maxAgeSeconds: THEME_COOKIE_MAX_AGE_SECONDS },
    searchButtonRestMs: SEARCH_BUTTON_DISABLED_MS,
    siteConfig: Object.entries(SITE_CONFIG_DEFAULTS).map(([name, value]) => ({
      name,
      default: value,
    })),
  };
}
