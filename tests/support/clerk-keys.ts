import { createSign } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// TEST-ONLY Clerk configuration: lets tests run the real Clerk verification code against
// session tokens they sign themselves, with no network (see ../shared/notes/clerk-offline.md).
// The keys belong to no Clerk instance and are useless outside this test suite.

const here = path.dirname(fileURLToPath(import.meta.url));
const keyFile = (name: string) => readFileSync(path.join(here, "clerk-test-only", name), "utf8");

/** The Frontend API host in the fake publishable key: must contain a dot; never resolves. */
export const TEST_CLERK_HOST = "clerk.example.test";
export const TEST_PUBLISHABLE_KEY = `pk_test_${Buffer.from(`${TEST_CLERK_HOST}$`).toString("base64")}`;
export const TEST_SECRET_KEY = "sk_test_TEST_ONLY_not_a_real_key";
/** The public half of the test key pair: Clerk verifies tokens with it instead of fetching JWKS. */
export const TEST_JWT_KEY = keyFile("public-key.TEST-ONLY.pem");
const TEST_PRIVATE_KEY = keyFile("private-key.TEST-ONLY.pem");

/** The variables a server needs to run with accounts on, in the test configuration. */
export const TEST_CLERK_ENV = {
  CLERK_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
  CLERK_SECRET_KEY: TEST_SECRET_KEY,
  CLERK_JWT_KEY: TEST_JWT_KEY,
} as const;

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/** A session token for `userId`, signed like Clerk's (RS256), valid for an hour from `iat`. */
export function signSessionToken(
  userId: string,
  { iat = Math.floor(Date.now() / 1000) - 5, lifetime = 3600 } = {},
): string {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "ins_test_only" }));
  const payload = base64url(
    JSON.stringify({
      sub: userId,
      sid: `sess_${userId}`,
      iss: `https://${TEST_CLERK_HOST}`,
      iat,
      nbf: iat,
      exp: iat + lifetime,
    }),
  );
  const signer = createSign("RSA-SHA256");
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${base64url(signer.sign(TEST_PRIVATE_KEY))}`;
}

/** The cookies a browser signed in as `userId` carries (no __refresh: no network refresh). */
export function sessionCookies(userId: string): { name: string; value: string }[] {
  const iat = Math.floor(Date.now() / 1000) - 5;
  return [
    { name: "__session", value: signSessionToken(userId, { iat }) },
    { name: "__client_uat", value: String(iat) },
    { name: "__clerk_db_jwt", value: "test-only-dev-browser" },
  ];
}
