import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For pages whose results come from their loader (generators, packs): only a navigation runs the
 * loader again. A choice posted elsewhere (Cookie Settings, the theme) must not redraw the results
 * on screen: without a seed in the address they would change.
 */
export const revalidateOnNavigationOnly: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate);
