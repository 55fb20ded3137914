import { useEffect, useState } from "react";

import { visitorActs } from "~/ui/first-sign";

import type * as RenderersModule from "./renderers";

export type Renderers = typeof RenderersModule;

let renderersModule: Promise<Renderers> | null = null;

/** The views of results (dice, cards, swatches…): a lazy chunk, never part of the first load. */
export function loadRenderers(): Promise<Renderers> {
  renderersModule ??= import("./renderers");
  renderersModule.catch(() => {
    renderersModule = null;
  });
  return renderersModule;
}

/**
 * The renderers once loaded: at the first sign of a visitor (first-sign.ts), ready for the runs
 * to come. The run a page arrives with is drawn by the server, views and all (run-values.tsx), so
 * a visit that only looks never fetches them.
 */
export function useRenderers(): Renderers | null {
  const [renderers, setRenderers] = useState<Renderers | null>(null);
  useEffect(() => {
    let live = true;
    void visitorActs()
      .then(loadRenderers)
      .then(
        (module) => live && setRenderers(module),
        () => {},
      );
    return () => {
      live = false;
    };
  }, []);
  return renderers;
}
