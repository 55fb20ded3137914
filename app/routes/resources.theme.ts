import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

import { CACHE_CONTROL } from "~/utils/cache-control";
import { getThemeSession } from "~/features/shell/index.server";

const ThemeChoiceSchema = z.object({ theme: z.enum(["light", "dark"]).nullable() });

/** Stores the visitor's theme (null = follow the system) so the server renders it next time. */
export async function action({ request }: ActionFunctionArgs) {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = ThemeChoiceSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: { code: "invalid_theme", message: 'Send {"theme": "light" | "dark" | null}.' } },
      { status: 400, headers: { "Cache-Control": CACHE_CONTROL.noStore } },
    );
  }
  const session = await getThemeSession(request);
  let cookie: string;
  if (parsed.data.theme === null) {
    cookie = await session.destroy();
  } else {
    session.setTheme(parsed.data.theme as Parameters<typeof session.setTheme>[0]);
    cookie = await session.commit();
  }
  return Response.json(
    { success: true },
    { headers: { "Set-Cookie": cookie, "Cache-Control": CACHE_CONTROL.noStore } },
  );
}

export function loader() {
  return Response.json(
    { error: { code: "method_not_allowed", message: "POST a theme choice to this address." } },
    { status: 405, headers: { Allow: "POST" } },
  );
}
