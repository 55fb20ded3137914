import type { BrowserContext } from "@playwright/test";

import { TEST_CLERK_HOST, sessionCookies } from "../support/clerk-keys";

import { acknowledgeConsent, test } from "./fixtures";

// Signed-in visitors on the accounts server (the TEST-ONLY Clerk keys), with no network: Clerk's
// Frontend API is answered with an empty script, so the page keeps the signed-in state the
// server verified from the session cookie.

/** A user id no earlier run has used (local D1 keeps its rows between runs). */
export const newUser = (name: string) =>
  `user_${name}_${Date.now().toString(36)}${test.info().workerIndex}`;

/** Clerk's scripts answered empty, its development cookie set, consent acknowledged. */
export async function offlineClerk(context: BrowserContext) {
  await context.route(new RegExp(TEST_CLERK_HOST.replace(/\./g, "\\.")), (route) =>
    route
      .fulfill({ status: 200, contentType: "application/javascript", body: "" })
      // A context a test made and closed itself may close with a request in flight.
      .catch((error: unknown) => {
        if (!/closed/i.test(String(error))) throw error;
      }),
  );
  // With a pk_test_ key Clerk expects its development-browser cookie on every navigation.
  await context.addCookies([
    { name: "__clerk_db_jwt", value: "test-only-dev-browser", domain: "127.0.0.1", path: "/" },
  ]);
  await acknowledgeConsent(context);
}

/** Signs `userId` in: the session cookies the server verifies with the test key. */
export async function signIn(context: BrowserContext, userId: string) {
  await context.addCookies(
    sessionCookies(userId).map((cookie) => ({ ...cookie, domain: "127.0.0.1", path: "/" })),
  );
}
