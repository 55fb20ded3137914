import { source } from "../../docs/draw-method-v2.md?document";
import { CACHE_CONTROL } from "~/utils/cache-control";

/** The method of public draws, byte for byte as kept in docs/draw-method-v2.md. */
export const loader = () =>
  new Response(source, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
