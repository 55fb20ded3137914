import vectors from "../../docs/draw-test-vectors.json?raw";
import { CACHE_CONTROL } from "~/utils/cache-control";

/** The published test vectors of the method, byte for byte as kept in docs/draw-test-vectors.json. */
export const loader = () =>
  new Response(vectors, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
