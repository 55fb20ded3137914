import { GENERATOR_INDEX } from "~/engine/catalogue";
import { popularGenerators } from "~/engine/listing";
import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { BRAND_COLORS, MANIFEST_ICONS } from "./site-images";
import type { SiteConfig } from "./site-config.server";

/** How many shortcuts the manifest offers: the most a home screen icon's menu shows. */
export const SHORTCUTS_MAX = 4;

/** The home screen icon's shortcuts: the wheel, then the home page's popular generators. */
function shortcuts() {
  const wheel = GENERATOR_INDEX.filter((generator) => generator.id === WHEEL_GENERATOR_ID);
  const popular = popularGenerators(GENERATOR_INDEX).filter(
    (generator) => generator.id !== WHEEL_GENERATOR_ID,
  );
  const icon = MANIFEST_ICONS[0];
  return [...wheel, ...popular].slice(0, SHORTCUTS_MAX).map((generator) => ({
    name: generator.title,
    url: `/${generator.id}`,
    ...(icon ? { icons: [{ src: icon.path, sizes: `${icon.size}x${icon.size}` }] } : {}),
  }));
}

/** The longest name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/** The name under the home screen icon: the site's name, cut at a word when too long. */
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const lastSpace = name.slice(0, SHORT_NAME_MAX + 1).lastIndexOf(" ");
  return lastSpace > 0 ? name.slice(0, lastSpace) : name.slice(0, SHORT_NAME_MAX);
}

/**
 * The web app manifest (/site.webmanifest): the site's name and tagline from its configuration,
 * the light theme's colours, the icons `npm run images` draws (full squares with the mark inside
 * the safe zone, so each serves as a maskable icon too) and shortcuts to the wheel and the
 * popular generators.
 */
export function webManifest(site: Pick<SiteConfig, "appName" | "appDescription">) {
  return {
    name: site.appName,
    short_name: shortName(site.appName),
    description: site.appDescription,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLORS.accent,
    background_color: BRAND_COLORS.background,
    icons: MANIFEST_ICONS.flatMap((icon) =>
      (["any", "maskable"] as const).map((purpose) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose,
      })),
    ),
    shortcuts: shortcuts(),
  };
}
