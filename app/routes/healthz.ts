import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { CACHE_CONTROL } from "~/utils/cache-control";

/** Liveness and database check: the D1 binding answers and the migrations have been applied. */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": CACHE_CONTROL.noStore };
  try {
    await context.cloudflare.env.DB.prepare("SELECT count(*) AS n FROM saved_values").first();
    return Response.json({ status: "ok", database: "ok" }, { headers });
  } catch (error) {
    console.error("Health check: database unavailable", error);
    return Response.json({ status: "degraded", database: "unavailable" }, { status: 503, headers });
  }
}
