import type { DocsFacts } from "./facts.server";

/** What every guide is rendered from: the facts it quotes and this deployment's settings. */
export interface GuideProps {
  facts: DocsFacts;
  site: {
    appName: string;
    /** Whether this deployment has a Google Analytics measurement id. */
    analyticsConfigured: boolean;
    /** The site's address (https://…), for examples that need an absolute URL. */
    origin: string;
    /** This deployment's API rate limit per client: `limit` requests every `period` seconds. */
    apiRateLimit: { limit: number; period: number };
  };
}

/** Seconds as whole days ("365 days"), or as seconds and hours when shorter than a day. */
export function describeSeconds(seconds: number): string {
  if (seconds % 86_400 === 0) return `${(seconds / 86_400).toLocaleString("en-US")} days`;
  if (seconds % 3_600 === 0) {
    const hours = seconds / 3_600;
    return `${hours.toLocaleString("en-US")} ${hours === 1 ? "hour" : "hours"}`;
  }
  return `${seconds.toLocaleString("en-US")} seconds`;
}
