import { z } from "zod";

import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { WHEEL_MESSAGES } from "~/features/wheel";
import { WheelListRefused, storeWheelList } from "~/features/wheel/index.server";
import { MAX_WHEEL_BODY_BYTES } from "~/features/wheel/index.server";

// POST `{ entries }` stores a wheel's entries for sharing and answers `{ id }`: the page links
// to /spin-the-wheel?list=<id> when the entries are too long for a URL. Anyone may post (a
// signed-out visitor shares too); the same text always gets the same id.

const wheelLists = defineEndpoint({
  audience: "site",
  methods: ["POST"],
  usage: "Use POST with { entries } to share a wheel's entries.",
  body: {
    maxBytes: MAX_WHEEL_BODY_BYTES,
    tooLarge: () => apiError(413, "too_large", WHEEL_MESSAGES.tooLarge),
    schema: z.object({ entries: z.string() }),
    invalid: () => apiError(400, "invalid_entries", WHEEL_MESSAGES.entriesNotText),
  },
  handle: async ({ env, body }) => {
    try {
      return apiJson({ id: await storeWheelList(env.DB, (await body()).entries) });
    } catch (error) {
      if (error instanceof WheelListRefused) {
        const code = error.status === 413 ? "too_large" : "invalid_entries";
        return apiError(error.status, code, error.message);
      }
      throw error;
    }
  },
});

export const loader = wheelLists;
export const action = wheelLists;
