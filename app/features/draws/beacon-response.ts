/**
 * The shape of a relay's answer to `GET /{chain-hash}/public/{round}` (drand HTTP API v1):
 * `{"round": 123, "randomness": "<64 hex>", "signature": "<96 hex>"}`. Unchained chains such as
 * quicknet send no `previous_signature`. Source: drand/drand-docs
 * `docs/03_dev-guide/03-04-DevGuide_HTTP_API.md` and the OpenAPI page
 * `docs/03_dev-guide/3.7 API Documentation v1/chain-hash-public-round.api.mdx` (all three fields
 * required).
 *
 * Parsing only checks the shape; whether the round is genuine is `verifyQuicknetRound`'s job.
 */

import { z } from "zod";

import { QUICKNET_RANDOMNESS_BYTES, QUICKNET_SIGNATURE_BYTES, isQuicknetRound } from "./quicknet";

function hexOfBytes(bytes: number) {
  return z
    .string({ error: "must be a string" })
    .regex(new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`), `must be ${bytes} bytes of hex`)
    .transform((hex) => hex.toLowerCase());
}

/** A quicknet round as a relay serves it; unknown extra fields are ignored. */
export const QuicknetBeaconSchema = z.object(
  {
    round: z
      .number({ error: "must be a number" })
      .refine(isQuicknetRound, "must be a round number from 1 up"),
    randomness: hexOfBytes(QUICKNET_RANDOMNESS_BYTES),
    signature: hexOfBytes(QUICKNET_SIGNATURE_BYTES),
  },
  { error: "must be a JSON object" },
);

/** A relay's round, shape-checked, hex in lowercase. Not yet verified. */
export type QuicknetBeacon = z.output<typeof QuicknetBeaconSchema>;

/** The parsed round, or a readable reason the answer is unusable. */
export type BeaconResponseResult =
  { ok: true; beacon: QuicknetBeacon } | { ok: false; message: string; wrongRound?: true };

/**
 * Checks a relay's parsed JSON body. With `expectedRound`, an answer for any other round is
 * refused too (a relay asked for round N must not substitute another one).
 */
export function parseBeaconResponse(json: unknown, expectedRound?: number): BeaconResponseResult {
  const parsed = QuicknetBeaconSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `"${issue.path.join(".")}"` : "the response";
    return { ok: false, message: `Not a drand round: ${where} ${issue?.message ?? "is invalid"}.` };
  }
  if (expectedRound !== undefined && parsed.data.round !== expectedRound) {
    return {
      ok: false,
      wrongRound: true,
      message: `The relay answered round ${parsed.data.round} instead of round ${expectedRound}.`,
    };
  }
  return { ok: true, beacon: parsed.data };
}
