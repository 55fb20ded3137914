import { consentDefaultsScript } from "./analytics";

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
