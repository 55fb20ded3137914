import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { SECRET_GENERATOR_IDS } from "~/engine/registry/metadata.generated";

import {
  GTAG_CONFIG,
  PAGE_VIEW_CONFIG_DELAY_MS,
  gtag,
  reapplyAnalyticsConsent,
  setAnalyticsTransport,
} from "./analytics";

const SECRET_PATHS = new Set(SECRET_GENERATOR_IDS.map((id) => `/${id}`));

/**
 * An address as analytics may see it. On a secret generator's page an old link's seed could make
 * the password again, so it is left out (settings stay: they are not secret); elsewhere a seed is
 * part of a shareable result and is kept, so the address is unchanged.
 */
export function forAnalytics(address: string): string {
  const url = new URL(address, "https://origin.invalid");
  if (!SECRET_PATHS.has(url.pathname) || !url.searchParams.has("seed")) return address;
  url.searchParams.delete("seed");
  return url.origin === "https://origin.invalid" ? `${url.pathname}${url.search}` : url.toString();
}

/** The page's location for gtag, given only when it differs from what gtag would read itself. */
function pageLocation(): { page_location?: string } {
  const location = forAnalytics(window.location.href);
  return location === window.location.href ? {} : { page_location: location };
}

/** The origin gtag.js loads from; the CSP allows it only when a measurement id is set. */
const GTAG_ORIGIN = "https://www.googletagmanager.com";

/**
 * Google Analytics, mounted (from its own chunk) only when a measurement id is configured and
 * the page is interactive: loads gtag.js without
 * blocking render, re-applies the saved consent and configures a page view about 1 s after
 * every path change, and sends the engagement time when the tab is hidden or closed.
 */
export default function Analytics({ measurementId }: { measurementId: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    setAnalyticsTransport((event) => void gtag("event", event.name, event.params));
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    // The response's nonce, read back from a server-rendered script (the attribute reads empty
    // once parsed; the property keeps it): gtag.js is allowed by name, not only by trust.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      gtag("js", new Date());
      gtag("config", measurementId, {
        ...GTAG_CONFIG,
        ...pageLocation(),
      });
    };
    document.head.appendChild(script);
  }, [measurementId]);

  useEffect(() => {
    reapplyAnalyticsConsent();
    const timer = setTimeout(() => {
      gtag("config", measurementId, {
        ...GTAG_CONFIG,
        page_path: forAnalytics(`${pathname}${search}`),
        ...pageLocation(),
      });
    }, PAGE_VIEW_CONFIG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measurementId, pathname, search]);

  useEffect(() => {
    // From the page's start when it is visible (this mounts after hydration, a moment later).
    let visibleSince = document.visibilityState === "visible" ? 0 : performance.now();
    let sent = false;
    function send() {
      if (sent) return;
      sent = true;
      const seconds = Math.round((performance.now() - visibleSince) / 1000);
      gtag("event", "engagement_time", { engagement_time_seconds: seconds });
    }
    function onVisibilityChange() {
      if (document.visibilityState === "hidden") {
        send();
      } else {
        visibleSince = performance.now();
        sent = false;
      }
    }
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", send);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", send);
    };
  }, []);

  return null;
}
