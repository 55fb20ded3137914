import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import {
  GTAG_CONFIG,
  PAGE_VIEW_CONFIG_DELAY_MS,
  consentDefaultsScript,
  gtag,
  reapplyAnalyticsConsent,
  rememberServerConsent,
  setAnalyticsTransport,
} from "~/lib/analytics";
import type { ConsentPreferences } from "~/lib/consent";

/** The consent-mode defaults, first thing in <head>, allowed by the response's CSP nonce. */
export function AnalyticsDefaults({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }}
    />
  );
}

/** The origin gtag.js loads from; the CSP allows it only when a measurement id is set. */
const GTAG_ORIGIN = "https://www.googletagmanager.com";

/**
 * Google Analytics, mounted only when a measurement id is configured: loads gtag.js without
 * blocking render, re-applies the saved consent and configures a page view about 1 s after
 * every path change, and sends the engagement time when the tab is hidden or closed.
 */
export function Analytics({
  measurementId,
  preferences,
}: {
  measurementId: string;
  preferences: ConsentPreferences;
}) {
  const { pathname, search } = useLocation();
  // The server's record, whenever the root loader gives a new one (effects run in order: this
  // one before the path change's).
  useEffect(() => {
    rememberServerConsent(preferences);
  }, [preferences]);

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
      gtag("config", measurementId, GTAG_CONFIG);
    };
    document.head.appendChild(script);
  }, [measurementId]);

  useEffect(() => {
    reapplyAnalyticsConsent();
    const timer = setTimeout(() => {
      gtag("config", measurementId, {
        ...GTAG_CONFIG,
        page_path: `${pathname}${search}`,
        page_location: window.location.href,
      });
    }, PAGE_VIEW_CONFIG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measurementId, pathname, search]);

  useEffect(() => {
    let visibleSince = performance.now();
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
