import type { ComponentType } from "react";

import { island } from "~/ui/island";
import type { GuideProps } from "./guide-props";
import type { GuideSlug } from "./guides";

/** Each guide's body, loaded on its own: a guide's page carries no other guide's text. */
const GUIDE_LOADERS: Record<GuideSlug, () => Promise<ComponentType<GuideProps>>> = {
  "getting-started": () => import("./guides/getting-started").then((m) => m.GettingStartedGuide),
  "seeds-and-permalinks": () =>
    import("./guides/seeds-and-permalinks").then((m) => m.SeedsAndPermalinksGuide),
  api: () => import("./guides/api").then((m) => m.ApiGuide),
  "saved-values-and-privacy": () =>
    import("./guides/saved-values-and-privacy").then((m) => m.SavedValuesAndPrivacyGuide),
  "keyboard-shortcuts": () =>
    import("./guides/keyboard-shortcuts").then((m) => m.KeyboardShortcutsGuide),
  "cookies-and-consent": () =>
    import("./guides/cookies-and-consent").then((m) => m.CookiesAndConsentGuide),
  "self-hosting": () => import("./guides/self-hosting").then((m) => m.SelfHostingGuide),
  "why-the-wheel-is-fair": () =>
    import("./guides/wheel-fairness").then((m) => m.WheelFairnessGuide),
  "how-public-draws-work": () => import("./guides/public-draws").then((m) => m.PublicDrawsGuide),
  "class-lists": () => import("./guides/class-lists").then((m) => m.ClassListsGuide),
  offline: () => import("./guides/offline").then((m) => m.OfflineGuide),
  embedding: () => import("./guides/embedding").then((m) => m.EmbeddingGuide),
};

/**
 * The body of each guide, as an island: the server renders it, and its own chunk (links, the
 * copy buttons of examples) loads once the page is interactive. The type makes a guide without
 * content a compile error.
 */
export const GUIDE_CONTENT = {} as Record<GuideSlug, ComponentType<GuideProps>>;
for (const slug of Object.keys(GUIDE_LOADERS) as GuideSlug[]) {
  GUIDE_CONTENT[slug] = island(`guide-${slug}`, GUIDE_LOADERS[slug]);
}
