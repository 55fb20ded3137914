import { defineConfig } from "@playwright/test";

import { QUICKNET_INFO_PATH } from "./app/features/draws/quicknet";
import { chromiumExecutable } from "./tests/support/chromium";
import { TEST_CLERK_ENV } from "./tests/support/clerk-keys";
import {
  TEST_LOG_ORIGIN,
  testLogSigningKey,
  testWitnessSigner,
} from "./tests/support/log-test-key";

/** The port of the site under test; E2E_PORT moves it, e.g. to run two checkouts side by side. */
const PORT = Number(process.env.E2E_PORT ?? 8788);
/** A second server of the same build with a test-only analytics id, for the analytics tests. */
export const ANALYTICS_PORT = PORT + 1;
/** A third server of the same build with the TEST-ONLY Clerk keys, for signed-in users. */
export const ACCOUNTS_PORT = PORT + 10;
/** The local drand relay fixture (tests/support/drand-relay.ts): real quicknet rounds, offline. */
export const DRAND_RELAY_PORT = PORT + 3;
/**
 * The local transparency-log witness fixture (tests/support/witness.ts): it cosigns the test
 * servers' log with its TEST-ONLY key, its clock at TEST_WITNESS_TIME (the test clock dates draws
 * at recorded rounds; see tests/support/log-test-key.ts).
 */
export const WITNESS_PORT = PORT + 4;
/** The recorded round the relay serves with a corrupted signature (tests/e2e/draws.spec.ts). */
export const CORRUPTED_ROUND = 30663002;
/**
 * Draws on the test servers: rounds from the local relay, the TEST-ONLY clock header (never set
 * in wrangler.toml), and no practical creation or pending limit, as every test creates from one
 * address (the 429s are tested in tests/integration/draws-api.test.ts with low limits); the
 * transparency log on, signed with the TEST-ONLY key and cosigned by the local witness.
 */
const DRAW_BINDINGS = [
  `--binding DRAND_URLS=http://127.0.0.1:${DRAND_RELAY_PORT}`,
  "--binding DRAW_TEST_CLOCK=header",
  "--binding DRAW_RATE_LIMIT=1000000",
  "--binding DRAW_PENDING_LIMIT=1000000",
  `--binding 'LOG_SIGNING_KEY=${testLogSigningKey(TEST_LOG_ORIGIN)}'`,
  `--binding 'LOG_WITNESSES=${testWitnessSigner().verifierKey} http://127.0.0.1:${WITNESS_PORT}'`,
].join(" ");
/** A server a test starts itself with malformed [vars] (tests/e2e/config.spec.ts). */
export const MISCONFIGURED_PORT = PORT + 20;
export const TEST_MEASUREMENT_ID = "G-TESTONLY00";

/**
 * A desktop-sized browser that keeps Chromium's own headless user agent, so the site treats it
 * as the headless tool it is (no consent dialog); tests of what people see set a desktop agent.
 */
const BROWSER = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more only to record its trace (see `trace`): a test that then
  // passes is reported "flaky" and still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace costs about a quarter of a test's time on CI's two cores (measured on
    // generator.spec and result.spec: 12.3 min traced, 8.8 min not), so CI traces the retry
    // of a failed test, which is where its cause is read.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The site's service worker would serve one test's pages to the next from its caches: only
    // tests/e2e/offline.spec.ts allows it, in browser contexts of its own.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Without these Chromium floods a closed network with refused background connections.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      // Generated requests against all three servers, sent with fetch: no browser (tests/fuzz).
      // First in the list, so a worker starts its serial run (minutes) at once and the browser
      // tests fill the other worker meanwhile, instead of it running alone at the end.
      name: "fuzz",
      testDir: "./tests/fuzz",
    },
    {
      name: "chromium",
      use: BROWSER,
      testIgnore: /(analytics|accounts|class-lists|hydration)\.spec\.ts/,
    },
    {
      name: "analytics",
      use: { ...BROWSER, baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` },
      testMatch: /analytics\.spec\.ts/,
    },
    {
      name: "accounts",
      use: { ...BROWSER, baseURL: `http://127.0.0.1:${ACCOUNTS_PORT}` },
      // Class lists too: their sign-in merge needs a signed-in visitor.
      testMatch: /(accounts|class-lists)\.spec\.ts/,
    },
    {
      // Long tasks at a slowed CPU (tests/e2e/hydration.spec.ts): after every other project, so
      // nothing else shares the CPU while they are timed.
      name: "hydration",
      use: BROWSER,
      testMatch: /hydration\.spec\.ts/,
      dependencies: ["fuzz", "chromium", "analytics", "accounts"],
    },
  ],
  webServer: [
    {
      // `npm start`'s server (scripts/serve.mjs), its output kept in a log file (see the script).
      command: `node scripts/e2e-server.mjs ${PORT} ${DRAW_BINDINGS}`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/e2e-server.mjs ${ANALYTICS_PORT} --binding GA_MEASUREMENT_ID=${TEST_MEASUREMENT_ID}`,
      url: `http://127.0.0.1:${ANALYTICS_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/e2e-server.mjs ${ACCOUNTS_PORT} ${DRAW_BINDINGS} ${clerkBindings()}`,
      url: `http://127.0.0.1:${ACCOUNTS_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx tests/support/drand-relay.ts ${DRAND_RELAY_PORT} ${CORRUPTED_ROUND}`,
      url: `http://127.0.0.1:${DRAND_RELAY_PORT}${QUICKNET_INFO_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx tests/support/witness.ts ${WITNESS_PORT} --test-time`,
      url: `http://127.0.0.1:${WITNESS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});

/** The TEST-ONLY Clerk keys as wrangler bindings (the PEM on one line, as Clerk accepts). */
function clerkBindings(): string {
  return Object.entries(TEST_CLERK_ENV)
    .map(([name, value]) => `--binding '${name}=${value.replace(/\n/g, "")}'`)
    .join(" ");
}
