import { startServer, type Server } from "../../bench/support";
import { MISCONFIGURED_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

// A deployment with malformed [vars] (issue 2): every page says what is wrong and how to fix it,
// with a 500, request after request, and the server keeps answering. The server is the same
// build under the same supervisor as the others, started here only for these tests.

const ORIGIN = `http://127.0.0.1:${MISCONFIGURED_PORT}`;
const BAD_VARS = ["DOMAIN_NAME=https://random.example.com/path", "GA_MEASUREMENT_ID=UA-12345"];

let server: Server | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startServer(
    MISCONFIGURED_PORT,
    BAD_VARS.flatMap((v) => ["--binding", v]),
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test("every page answers 500 naming each malformed variable, and keeps answering", async ({
  request,
}) => {
  for (const path of ["/", "/all", "/random-number", "/", "/all"]) {
    const response = await request.get(`${ORIGIN}${path}`);
    expect(response.status(), path).toBe(500);
    const html = await response.text();
    expect(html).toContain("This deployment is misconfigured");
    expect(html).toContain("DOMAIN_NAME must be a host name");
    expect(html).toContain("GA_MEASUREMENT_ID must be empty or a Google Analytics 4 id");
    expect(html).toContain("Fix the [vars] in wrangler.toml");
  }
  // The worker did not crash: a route that does not read the configuration still answers.
  expect((await request.get(`${ORIGIN}/healthz`)).status()).toBe(200);
});

test.describe("in a browser", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });
  test("the page shows the problem inside the site's layout, with a way back", async ({ page }) => {
    const response = await page.goto(`${ORIGIN}/packs`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText(/DOMAIN_NAME must be a host name/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});
