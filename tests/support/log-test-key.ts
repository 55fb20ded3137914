import { encodeSignerKey, ed25519Signer } from "../../app/features/transparency-log/signed-note";
import { cosignatureSigner } from "../../app/features/transparency-log/cosignature";
import { QUICKNET_GENESIS_SECONDS } from "../../app/features/draws/quicknet";

// TEST-ONLY keys of the transparency log and of the local witness fixture: fixed seeds, so the
// tests and a locally started witness agree on them. They sign nothing outside this test suite;
// a real log makes its own key (`generateSignerKey`) and keeps it in the LOG_SIGNING_KEY secret.

const TEST_LOG_SEED = new Uint8Array(32).fill(0x4c); // "L"
const TEST_WITNESS_SEED = new Uint8Array(32).fill(0x57); // "W"

/** The log's origin on the test servers: wrangler.toml's DOMAIN_NAME, then `/log`. */
export const TEST_LOG_ORIGIN = "localhost:8788/log";

/** The name of the witness fixture's key. */
export const TEST_WITNESS_NAME = "witness.test/randomly-fixture";

/** The TEST-ONLY LOG_SIGNING_KEY for a log with this origin (the key is named by the origin). */
export const testLogSigningKey = (origin: string): string => encodeSignerKey(origin, TEST_LOG_SEED);

/** The verifier key of the TEST-ONLY log key for this origin. */
export const testLogVerifierKey = (origin: string): string =>
  ed25519Signer(origin, TEST_LOG_SEED).verifierKey;

/** The witness fixture's TEST-ONLY cosigning key; `now` gives POSIX seconds. */
export const testWitnessSigner = (now?: () => number) =>
  cosignatureSigner(TEST_WITNESS_NAME, TEST_WITNESS_SEED, now);

/**
 * The TEST-ONLY witness's clock where the tests move draws in time (POSIX seconds): quicknet's
 * genesis, before every round a test draw can name. The test clock header dates draws at
 * recorded rounds (2023 to 2026) while the log's own clock is the real one; a witness on the
 * real clock would date every such draw's checkpoint after its round, so in that test world the
 * witness stands at the earliest time a draw can have. Tests of late witnessing use the real one.
 */
export const TEST_WITNESS_TIME = QUICKNET_GENESIS_SECONDS;
