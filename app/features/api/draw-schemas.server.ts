import { z } from "zod";

import {
  DRAW_ORIGINS,
  DrawRequestSchema,
  WHOLE_NUMBER_TEXT,
  type DrawRequest,
} from "~/features/draws";
import {
  DRAW_LIMITS,
  DRAW_METHOD_V2,
  DRAW_WAIT_REASONS,
  OVERLAP_COMPARED,
  OVERLAP_LIMIT,
  type PublicDraw,
} from "~/features/draws";
import { QUICKNET_RANDOMNESS_BYTES, QUICKNET_SIGNATURE_BYTES } from "~/features/draws";
import { DRAW_ID_PATTERN } from "~/features/draws/index.server";

// The draws API's shapes as zod schemas: a new draw's body, a draw's record and its proofs.

/** `true` when A and B are the same type, not merely assignable one way. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when T is `true`: how a schema below is pinned to the type it describes. */
type Holds<T extends true> = T;

const count = (value: number) => value.toLocaleString("en-US");

/** A whole number from `min` to `max`: a JSON integer, or its digits as text (as a form sends). */
const wholeNumberIn = (min: number, max: number) =>
  z.union([z.int().min(min).max(max), z.string().regex(WHOLE_NUMBER_TEXT)]);

/** Text with something in it once trimmed, as `checkDrawRequest` requires. */
const NOT_BLANK = /\S/;

/** A new draw's name. */
const drawTitle = z
  .string()
  .min(1)
  .max(DRAW_LIMITS.maxTitleChars)
  .regex(NOT_BLANK)
  .describe(
    `The draw's name, shown on its page: 1 to ${count(DRAW_LIMITS.maxTitleChars)} characters once trimmed.`,
  );

/** The fields of a new draw that do not depend on where its entries come from. */
const drawBodyField = {
  winners: wholeNumberIn(DRAW_LIMITS.minWinners, DRAW_LIMITS.maxWinners)
    .default(1)
    .describe(
      `How many distinct entries win: ${DRAW_LIMITS.minWinners} to ${DRAW_LIMITS.maxWinners}, and at most the number of entries.`,
    ),
  when: DrawRequestSchema.shape.when.describe(
    `asap: decided by the first drand round at least ${DRAW_LIMITS.commitDelaySeconds} s after creation; at: by the first round at least ${DRAW_LIMITS.commitDelaySeconds} s after drawAt. Default: at when drawAt is given, else asap (which ignores drawAt).`,
  ),
  drawAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T/)
    .nullable()
    .optional()
    .describe(
      `The chosen time of the draw: an ISO 8601 date-time such as 2030-05-01T18:00:00Z, or 2030-05-01T18:00 (read as UTC). Not in the past and at most ${DRAW_LIMITS.maxAheadDays} days ahead. null or absent: as soon as possible.`,
    ),
  utcOffset: z
    .union([z.int().min(-1080).max(1080), z.string().regex(/^-?\d{1,4}$/)])
    .optional()
    .describe(
      "Minutes east of UTC of the clock a drawAt without offset was read on (the form's browser sends it). Default 0: UTC.",
    ),
  listed: DrawRequestSchema.shape.listed.describe(
    'true (or "on", "true") lets search engines index the draw\'s page; default false: only people with the link find it.',
  ),
  hashOnly: DrawRequestSchema.shape.hashOnly.describe(
    'true (or "on", "true") publishes only the Merkle root of the salted entries and their count, not the entries; the answer then carries each entry\'s receipt code (receipts), shown this once, with which an entrant proves they are in the list. Lists only; default false.',
  ),
  origin: DrawRequestSchema.shape.origin.describe(
    "The generator the draw was started from, so its page links back; any other value is ignored.",
  ),
};

/**
 * The JSON body of `POST /api/v1/draws` as the OpenAPI document describes it: the fields of
 * `DrawRequestSchema` (which reads the body) with the bounds `checkDrawRequest` then applies,
 * from DRAW_LIMITS. Either a list of entries or the range 1..range. Read it as input: the
 * defaults are what a missing field means.
 */
export const ApiDrawRequestSchema = z.union([
  z
    .object({
      title: drawTitle,
      source: z.literal("list").default("list").describe("list (the default): draw from entries."),
      entries: z
        .union([
          z.string().regex(NOT_BLANK).describe("One entry per line."),
          z
            .array(z.string().max(DRAW_LIMITS.maxEntryChars))
            .min(1)
            .max(DRAW_LIMITS.maxEntries)
            .describe("One entry per item."),
        ])
        .describe(
          `The entries: 1 to ${count(DRAW_LIMITS.maxEntries)}, each at most ${count(DRAW_LIMITS.maxEntryChars)} characters. Each is trimmed (Unicode NFC) and blank ones are dropped; a repeated entry stays, one chance per line.`,
        ),
      ...drawBodyField,
    })
    .describe("A draw among a list of entries."),
  z
    .object({
      title: drawTitle,
      source: z.literal("range").describe("range: draw among the numbers 1 to range."),
      range: wholeNumberIn(1, DRAW_LIMITS.maxEntries).describe(
        `The entries are the numbers 1 to range, one per line: range is 1 to ${count(DRAW_LIMITS.maxEntries)}.`,
      ),
      ...drawBodyField,
    })
    .describe("A draw among the numbers 1 to range."),
]);

type FieldsOf<T> = T extends unknown ? keyof T : never;
// Every field the body is read with is described, and nothing else…
type _DrawBodyNamesEveryField = Holds<
  Same<FieldsOf<z.input<typeof ApiDrawRequestSchema>>, keyof DrawRequest>
>;
// …and every body the document allows has the types DrawRequestSchema reads.
type _DrawBodyIsRead = Holds<
  z.input<typeof ApiDrawRequestSchema> extends DrawRequest ? true : false
>;

/** Lowercase hex of `bytes` bytes. */
const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

const time = z.iso.datetime();

/** The committed record of a method-2 draw. */
const DrawRecordV2Schema = z.object({
  method: z.literal(DRAW_METHOD_V2),
  chain: hex(32),
  round: z.int().min(1),
  title: z.string(),
  winners: z.int().min(1),
  pool: z.union([
    z.object({ kind: z.literal("list"), entries: z.array(z.string()).min(1) }),
    z.object({ kind: z.literal("hidden"), count: z.int().min(1), root: hex(32) }),
    z.object({ kind: z.literal("range"), min: z.int(), max: z.int() }),
  ]),
});

/** A proven entry of the transparency log, as a draw's record carries it (docs/transparency-log.md §4). */
const DrawLogRecordSchema = z.object({
  index: z.int().min(0).describe("The entry's index in the transparency log."),
  entry: z
    .string()
    .describe(
      "The logged entry: a draw's commitment as RFC 8785 canonical JSON (docs/transparency-log.md).",
    ),
  checkpoint: z
    .string()
    .describe(
      "The first checkpoint holding the entry (the first a witness cosigned, when one did), as /log/checkpoint served it: a C2SP signed note with the log's signature and the witnesses' cosignatures.",
    ),
  proof: z
    .array(z.base64())
    .describe(
      "The RFC 6962 inclusion proof of the entry in that checkpoint's tree, base64 hashes.",
    ),
});

/** A draw's public record: the answer of `POST /api/v1/draws` and `GET /api/v1/draws/{id}`. */
export const ApiDrawSchema = z.object({
  id: z
    .string()
    .regex(DRAW_ID_PATTERN)
    .describe("The draw's id, unguessable: GET /api/v1/draws/{id} reads the draw."),
  title: z.string(),
  url: z.url().describe("The draw's public page (absolute address)."),
  entries: z
    .array(z.string())
    .nullable()
    .describe(
      "The committed entries, in canonical form (NFC, trimmed, no blank lines) and in order; null when only their hash is published.",
    ),
  entryCount: z.int().min(1).describe("How many entries are committed."),
  entriesHash: hex(32).describe(
    'Method 1: SHA-256 of the entries joined with "\\n" (UTF-8); method 2: the pool digest, SHA-256 of the pool\'s canonical JSON. Lowercase hex.',
  ),
  winnersCount: z.int().min(1).describe("How many distinct entries win."),
  chainHash: hex(32).describe("The drand chain whose round decides the draw (quicknet)."),
  round: z.int().min(1).describe("The drand round that decides the draw, fixed at creation."),
  createdAt: time.describe("When the entries were committed."),
  drawAt: time.nullable().describe("The chosen time; null for as soon as possible."),
  dueAt: time.describe("When the round is published."),
  algorithmVersion: z.int().min(1).describe("The version of the draw's method."),
  listed: z.boolean().describe("Whether search engines may index the draw's page."),
  hashOnly: z.boolean().describe("Whether only the entries' hash and count are published."),
  origin: z
    .enum(DRAW_ORIGINS)
    .nullable()
    .describe("The generator the draw was started from, or null."),
  commitment: z.string().describe("The commitment as a sentence: when, which round, due when."),
  commitmentHash: hex(32)
    .nullable()
    .describe(
      "Method 2: SHA-256 of the record's RFC 8785 canonical JSON, the draw's commitment; null for method 1.",
    ),
  record: DrawRecordV2Schema.nullable().describe(
    "Method 2: the committed record exactly as hashed (see docs/draw-method-v2.md); null for method 1.",
  ),
  range: z
    .object({ min: z.int(), max: z.int() })
    .nullable()
    .describe("A method-2 range draw's numbers; null otherwise."),
  log: DrawLogRecordSchema.nullable().describe(
    "The draw's place in the public transparency log (/log); null for a few seconds until a checkpoint holds it, or for a draw the log never held (see logStart).",
  ),
  logStart: DrawLogRecordSchema.nullable().describe(
    "For a draw the log never held: the log's first entry (index 0) with its proof. A draw committed before that entry's createdAt was made before the public log, and its commitment rests on the site's own record; one committed after it should be in the log. Null otherwise.",
  ),
  overlaps: z
    .object({
      count: z
        .int()
        .min(0)
        .describe(
          `Other draws of the same round whose distinct entries overlap this one's by at least half of the smaller list, counted up to ${OVERLAP_LIMIT} (a new draw is compared with the ${OVERLAP_COMPARED} newest other draws of its round). Hidden lists take no part: never counted, and always 0 for one.`,
        ),
      more: z
        .boolean()
        .describe(
          `true when more than ${OVERLAP_LIMIT} such draws were found: count is then ${OVERLAP_LIMIT}.`,
        ),
      listed: z
        .array(z.object({ id: z.string().regex(DRAW_ID_PATTERN), title: z.string(), url: z.url() }))
        .describe("The listed ones among them; unlisted draws are counted, never linked."),
    })
    .describe("Draws that shop for a result on the same round become visible here."),
  status: z
    .enum(["waiting", "resolved"])
    .describe("resolved once the round is fetched, its signature verified and the winners drawn."),
  waiting: z
    .object({
      reason: z
        .enum(DRAW_WAIT_REASONS)
        .describe(
          "not-due: the round's time has not come; not-published: the relays do not have it yet; bad-signature, wrong-round, malformed: a relay's answer was refused; unavailable: no relay could be reached; inconsistent: the stored record no longer matches its commitment, so the draw is never decided.",
        ),
      message: z.string(),
    })
    .nullable()
    .describe("Why the draw waits; null once resolved. Reading it again retries."),
  result: z
    .object({
      randomness: hex(QUICKNET_RANDOMNESS_BYTES).describe(
        "The round's randomness: SHA-256 of its signature.",
      ),
      signature: hex(QUICKNET_SIGNATURE_BYTES).describe(
        "The round's BLS signature, verified against the quicknet public key.",
      ),
      seed: z
        .string()
        .regex(/^[0-9a-f]{64}(:[0-9a-f]{64})?$/)
        .describe("Method 1: <randomness>:<entriesHash>; method 2: the 32-byte seed, hex."),
      winners: z
        .array(
          z.object({
            position: z
              .int()
              .min(1)
              .describe(
                "The winner's 1-based place: line of the list, leaf, or offset in the range.",
              ),
            entry: z
              .string()
              .nullable()
              .describe("The entry (the number, for a range); null for a hidden list."),
            leaf: hex(32).optional().describe("Hidden lists: the winning leaf."),
            proof: z
              .array(hex(32))
              .optional()
              .describe("Hidden lists: the leaf's inclusion proof (RFC 9162), from the leaf up."),
          }),
        )
        .describe("The winners, in the order drawn."),
      resolvedAt: time.describe("When the result was stored."),
    })
    .nullable()
    .describe("The verified round and the winners; null while the draw waits."),
});

type _DrawIsPublicDraw = Holds<Same<z.infer<typeof ApiDrawSchema>, PublicDraw>>;

/** The answer of `POST /api/v1/draws`: the record, and a hidden list's receipts, given this once. */
export const ApiCreatedDrawSchema = ApiDrawSchema.extend({
  receipts: z
    .array(
      z.object({
        position: z.int().min(1).describe("The entry's leaf position (1-based)."),
        entry: z.string().describe("The canonical entry."),
        code: z
          .string()
          .regex(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/)
          .describe("The receipt code: the entry's salt in Crockford base 32."),
      }),
    )
    .nullable()
    .describe(
      "Hidden lists only: each entry's receipt code, shown this once and stored nowhere. Give each entrant their code; with it they prove they are in the list. null for other draws.",
    ),
});

/** The answer of `GET /api/v1/draws/{id}/proof?leaf=…`: where a leaf is and how to prove it. */
export const ApiDrawProofSchema = z.object({
  position: z.int().min(1).describe("The leaf's place in the tree (1-based)."),
  leaf: hex(32).describe("The leaf asked for."),
  proof: z
    .array(hex(32))
    .describe("Its inclusion proof (RFC 9162), sibling hashes from the leaf up."),
  count: z.int().min(1).describe("How many leaves the tree has."),
  root: hex(32).describe("The committed root the proof leads to."),
});
