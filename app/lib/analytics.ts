/** The usage events the product sends (spec §7). */
export type AnalyticsEvent =
  | { name: "clear_saved_values"; params: { items_count: number } }
  | { name: "remove_saved_value"; params: { note_id: string } };

type Transport = (event: AnalyticsEvent) => void;

const recorded: AnalyticsEvent[] = [];

/** Until an analytics transport is installed, events are only recorded in memory. */
let transport: Transport = (event) => {
  recorded.push(event);
};

/** Sends a usage event through the current transport. Nothing leaves the browser by default. */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    transport(event);
  } catch (error) {
    console.error("Analytics event could not be sent", error);
  }
}

/** Replaces the transport (the consent-aware analytics module installs itself here). */
export function setAnalyticsTransport(next: Transport): void {
  transport = next;
}

/** The events recorded by the default transport, oldest first. */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return recorded;
}
