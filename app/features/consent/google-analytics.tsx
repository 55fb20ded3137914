import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import {
  GTAG_CONFIG,
  PAGE_VIEW_CONFIG_DELAY_MS,
  gtag,
  reapplyAnalyticsConsent,
  setAnalyticsTransport,
} from "./analytics";

/**
 * An address as analytics may see it: without a seed, which could make the values on the page
 * again (an old link to a password, say). Settings stay: they are not secret.
 */
function withoutSeed(address: string): string {
  const url = new URL(address, "https://origin.invalid");
  if (!url.searchParams.has("seed")) return address;
  url.searchParams.delete("seed");
  return url.origin === "https://origin.invalid" ? `${url.pathname}${url.search}` : url.toString();
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
        page_location: withoutSeed(window.location.href),
      });
    };
    document.head.appendChild(script);
  }, [measurementId]);

  useEffect(() => {
    reapplyAnalyticsConsent();
    const timer = setTimeout(() => {
      gtag("config", measurementId, {
        ...GTAG_CONFIG,
        page_path: withoutSeed(`${pathname}${search}`),
        page_location: withoutSeed(window.location.href),
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
