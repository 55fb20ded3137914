import type { ComponentType } from "react";

import type { GuideProps } from "~/docs/guide-props";
import type { GuideSlug } from "~/docs/guides";
import { ApiGuide } from "~/docs/guides/api";
import { CookiesAndConsentGuide } from "~/docs/guides/cookies-and-consent";
import { GettingStartedGuide } from "~/docs/guides/getting-started";
import { KeyboardShortcutsGuide } from "~/docs/guides/keyboard-shortcuts";
import { PublicDrawsGuide } from "~/docs/guides/public-draws";
import { SavedValuesAndPrivacyGuide } from "~/docs/guides/saved-values-and-privacy";
import { SeedsAndPermalinksGuide } from "~/docs/guides/seeds-and-permalinks";
import { SelfHostingGuide } from "~/docs/guides/self-hosting";
import { WheelFairnessGuide } from "~/docs/guides/wheel-fairness";

/** The body of each guide; the type makes a guide without content a compile error. */
export const GUIDE_CONTENT: Record<GuideSlug, ComponentType<GuideProps>> = {
  "getting-started": GettingStartedGuide,
  "seeds-and-permalinks": SeedsAndPermalinksGuide,
  api: ApiGuide,
  "saved-values-and-privacy": SavedValuesAndPrivacyGuide,
  "keyboard-shortcuts": KeyboardShortcutsGuide,
  "cookies-and-consent": CookiesAndConsentGuide,
  "self-hosting": SelfHostingGuide,
  "why-the-wheel-is-fair": WheelFairnessGuide,
  "how-public-draws-work": PublicDrawsGuide,
};
