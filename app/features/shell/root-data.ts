import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

// The one module that reads the root loader's data (as the Epic Stack's utils/user.ts does):
// components, routes and stores call these instead of importing the root route's types.

/** The root loader's data as a page receives it. */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The signed-in user's id, or null when signed out or on a deployment without accounts. */
export function useOptionalUserId(): string | null {
  return useRootData()?.auth.userId ?? null;
}

/** The root loader's data from a route's meta matches, when the root loaded. */
export function rootDataFrom(
  matches: readonly { id: string; data?: unknown }[],
): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}
