import { Link } from "@remix-run/react";

import type { GuideProps } from "../guide-props";
import { DRAW_LIMITS } from "~/features/draws";
import {
  QUICKNET_CHAIN_HASH,
  QUICKNET_DST,
  QUICKNET_GENESIS_SECONDS,
  QUICKNET_PERIOD_SECONDS,
  QUICKNET_PUBLIC_KEY,
} from "~/features/draws";

const count = (value: number) => value.toLocaleString("en-US");

export function PublicDrawsGuide(_props: GuideProps) {
  return (
    <>
      <p>
        A screenshot of a list randomizer proves nothing: the organiser could have drawn until they
        liked the result. A <Link to="/draws/new">public draw</Link> cannot be redrawn. The entries
        are committed before the randomness that decides them exists, that randomness comes from the
        drand public beacon, and anyone can re-check every step, in the browser or without this
        site.
      </p>

      <h2>1. The commitment</h2>
      <p>
        The entries are canonicalised: each line is put in Unicode NFC and trimmed, blank lines are
        dropped, and the lines are joined with a single line feed (<code>\n</code>) and encoded as
        UTF-8. A repeated line stays: it is a second entry, like a second ticket. The SHA-256 of
        that text, in lowercase hex, is the commitment. The draw is stored with its title, entries,
        hash, number of winners, creation time and method version, and nothing can change it
        afterwards: the site has no route that updates a draw.
      </p>

      <h2>2. The round, chosen in advance</h2>
      <p>
        The League of Entropy&apos;s <code>quicknet</code> chain publishes a new BLS-signed value
        every {QUICKNET_PERIOD_SECONDS} seconds; round 1 was published at Unix time{" "}
        {QUICKNET_GENESIS_SECONDS} and round <var>r</var> at{" "}
        <code>
          {QUICKNET_GENESIS_SECONDS} + (r − 1) × {QUICKNET_PERIOD_SECONDS}
        </code>
        . A draw uses the first round whose time is at least {DRAW_LIMITS.commitDelaySeconds}{" "}
        seconds after the record is created (or after the chosen time, up to{" "}
        {DRAW_LIMITS.maxAheadDays} days ahead). The page says so at once: &ldquo;These entries were
        committed at …; the winners will be decided by drand round … (due at …)&rdquo;.
      </p>

      <h2>3. The beacon, verified</h2>
      <p>
        The first view after the round&apos;s time fetches it from a drand relay and checks its
        signature: a BLS12-381 signature on G1 of SHA-256 of the round number as an 8-byte
        big-endian integer, hashed to the curve with the tag <code>{QUICKNET_DST}</code>, by the
        chain&apos;s public key, which is pinned in the code:
      </p>
      <p className="font-mono text-sm break-all">{QUICKNET_PUBLIC_KEY}</p>
      <p>
        (chain hash <code className="break-all">{QUICKNET_CHAIN_HASH}</code>). The round&apos;s
        randomness is SHA-256 of the signature. A round whose signature does not verify is refused,
        logged and never used. If no relay can be reached (a laptop offline, say), the draw stays
        &ldquo;waiting&rdquo;, says why, and tries again on the next view.
      </p>

      <h2>4. The seed and the winners</h2>
      <p>
        The seed text is the round&apos;s randomness in hex, a colon, and the entries&apos; hash:{" "}
        <code>randomness:hash</code>. As for every seed on this site, SHA-256 of that text keys a
        ChaCha20 keystream (RFC 8439, zero nonce), read as little-endian 32-bit words. The winners
        are the engine&apos;s unbiased pick of <var>k</var> distinct line positions from{" "}
        <var>n</var>: a partial Fisher–Yates shuffle, where step <var>i</var> swaps position{" "}
        <var>i</var> with a position drawn uniformly from <var>i</var> to <var>n</var> − 1 by
        rejection sampling (never modulo). The result (randomness, signature, winners) is stored
        once; two first views at the same moment store one result.
      </p>

      <h2>Check it yourself</h2>
      <p>
        On a draw&apos;s page, <strong>Verify this draw</strong> loads the checker and re-does each
        step in your browser: the hash of the entries, the round&apos;s time, the signature against
        the pinned key, the seed and the winners, each with its outcome. Edit any field of the
        record and check again to see a step fail. From a terminal,{" "}
        <code>npx tsx scripts/verify-draw.ts https://…/draws/&lt;id&gt;</code> (or a saved JSON file
        from <code>GET /api/v1/draws/&lt;id&gt;</code>) does the same with public libraries. Without
        this site at all: fetch the round from any relay (
        <code>https://api.drand.sh/{QUICKNET_CHAIN_HASH.slice(0, 8)}…/public/&lt;round&gt;</code>
        ), verify it with a drand client, and redo the steps above.
      </p>

      <h2>What the beacon guarantees, and what it does not</h2>
      <ul>
        <li>
          It guarantees that nobody, the organiser and this site included, knew the randomness when
          the entries were committed, and that the randomness was not chosen afterwards: it is
          signed by a threshold of independent League of Entropy members, and no single one can
          predict or bias it.
        </li>
        <li>
          It does not guarantee that the list is fair: who was allowed in, whether entries were
          added under false names, or whether an organiser made several draws and shows only one.
          Every draw has its own public record and creation time; ask for the link before the round
          is due.
        </li>
        <li>
          A draw decided by a chosen time is only as good as the promise to use it: the record shows
          when it was created, so a draw created after the fact is visible as such.
        </li>
        <li>
          With &ldquo;publish only the hash&rdquo;, the entries stay private and each entrant can
          check only their own entry on the page; the public can check the signature, seed and
          winning positions, not the whole list.
        </li>
      </ul>

      <h2>Limits</h2>
      <p>
        Up to {count(DRAW_LIMITS.maxEntries)} entries (or the range 1 to{" "}
        {count(DRAW_LIMITS.maxEntries)}) of up to {DRAW_LIMITS.maxEntryChars} characters, a title of
        up to {DRAW_LIMITS.maxTitleChars} characters, {DRAW_LIMITS.minWinners} to{" "}
        {DRAW_LIMITS.maxWinners} winners, a request body of at most{" "}
        {count(DRAW_LIMITS.maxBodyBytes / 1024 / 1024)} MiB, and a limited number of draws per
        client each minute (a 429 with Retry-After says how long to wait). Draws are unlisted,
        reachable by their link only and not indexed, unless the creator lists them. The API is{" "}
        <code>POST /api/v1/draws</code> and <code>GET /api/v1/draws/&lt;id&gt;</code>; see the{" "}
        <Link to="/docs/api">API guide</Link> for its conventions.
      </p>
    </>
  );
}
