// Kept apart from the method so that pages quoting the limits (the docs guide) load no engine.

/** The limits of a draw, each defined once: the form, the API, the docs and the tests read them. */
export const DRAW_LIMITS = {
  maxEntries: 10_000,
  maxEntryChars: 200,
  maxTitleChars: 120,
  minWinners: 1,
  maxWinners: 100,
  /** Largest request body a draw's creation reads (form or JSON). */
  maxBodyBytes: 2 * 1024 * 1024,
  /** How far ahead a draw's time may be chosen. */
  maxAheadDays: 365,
  /** The round is at least this long after the commitment, so nobody can know it yet. */
  commitDelaySeconds: 30,
  /** Membership checks of hidden lists one client may make per minute. */
  membershipChecksPerMinute: 10,
} as const;
