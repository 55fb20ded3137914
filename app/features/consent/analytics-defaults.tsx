import { consentDefaultsScript } from "./analytics";

/** The consent-mode defaults, first thing in <head>, allowed by the response's nonce or hash. */
export function AnalyticsDefaults({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }}
    />
  );
}
