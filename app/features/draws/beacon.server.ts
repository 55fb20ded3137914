import { parseBeaconResponse } from "./beacon-response";
import { quicknetRoundPath } from "./quicknet";

/** How long one relay may take to answer before the next is asked. */
const RELAY_TIMEOUT_MS = 4_000;

export type FetchedRound =
  | { ok: true; round: number; randomness: string; signature: string }
  | { ok: false; reason: "unavailable" | "refused" };

/**
 * Fetches `round` from each relay in turn until one serves it with a signature that verifies
 * against the pinned quicknet key. A round that does not verify is logged and never returned;
 * if that is all any relay served, the answer is "refused", otherwise "unavailable".
 */
export async function fetchVerifiedRound(
  relays: readonly string[],
  round: number,
): Promise<FetchedRound> {
  // The BLS code is heavy: loaded only when a round is actually checked.
  const { verifyQuicknetRound } = await import("./beacon-verify");
  let refused = false;
  for (const relay of relays) {
    let json: unknown;
    try {
      const response = await fetch(`${relay}${quicknetRoundPath(round)}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      });
      if (!response.ok) continue;
      json = await response.json();
    } catch {
      continue;
    }
    const parsed = parseBeaconResponse(json, round);
    if (!parsed.ok) {
      console.error(`drand relay ${relay} answered round ${round} badly: ${parsed.message}`);
      continue;
    }
    const verdict = verifyQuicknetRound(parsed.beacon);
    if (verdict.ok) {
      return { ok: true, round, randomness: verdict.randomness, signature: verdict.signature };
    }
    refused = true;
    console.error(`drand relay ${relay}: round ${round} refused: ${verdict.message}`);
  }
  return { ok: false, reason: refused ? "refused" : "unavailable" };
}
