import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { AuthConfigError, withRootAuth } from "~/features/accounts/index.server";
import { readConsent, shouldShowConsentDialog } from "~/features/consent/index.server";

import { getSiteConfig, SiteConfigError } from "./site-config.server";
import { isApplePlatform } from "./site-nav";
import { getThemeSession } from "./theme.server";

function configurationError(problem: string): Response {
  return new Response(`This deployment is misconfigured: ${problem}`, {
    status: 500,
    statusText: "Configuration error",
  });
}

/**
 * The root loader's data, read on every request: the site's configuration, the theme, the consent
 * choice and the signed-in user. A misconfigured deployment answers a 500 that says what to fix.
 */
export async function loadRootData(args: LoaderFunctionArgs) {
  const { request, context } = args;
  let site;
  try {
    site = getSiteConfig(context.cloudflare.env);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    throw configurationError(
      `${error.problems.join("; ")}. Fix the [vars] in wrangler.toml (or the dashboard) and redeploy.`,
    );
  }
  try {
    // With Clerk keys this goes through Clerk's rootAuthLoader; keyless it only adds `auth`.
    return await withRootAuth(args, async () => {
      const themeSession = await getThemeSession(request);
      const consent = await readConsent(request);
      return {
        site,
        theme: themeSession.getTheme(),
        // The edge decides whether the consent dialog opens: never for crawlers or headless tools.
        consent: { ...consent, showDialog: shouldShowConsentDialog(request, consent) },
        isMac: isApplePlatform(request.headers.get("user-agent") ?? ""),
      };
    });
  } catch (error) {
    if (error instanceof AuthConfigError) throw configurationError(error.problem);
    throw error;
  }
}
