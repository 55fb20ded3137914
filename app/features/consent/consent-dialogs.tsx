import { useFetcher, useLocation } from "@remix-run/react";
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";

import { visitorActs } from "~/ui/first-sign";
import { serverOnly } from "~/ui/island";
import { rememberServerConsent, updateAnalyticsConsent } from "./analytics";
import type { ConsentPreferences } from "./consent";

// The dialog (Radix Dialog and the form) is its own chunk: most page views never show it, so it
// stays out of every page's first load and is fetched when it is about to open.
const loadConsentDialog = () => import("./consent-dialog");
const ConsentDialog = lazy(loadConsentDialog);
// What makes the first visit's served dialog live: fetched only by a page sent that dialog, at
// the visitor's first sign.
const loadServedDialog = () => import("./served-dialog");
// What a first visit sees before the page is interactive: the server's HTML of the same dialog.
const ConsentDialogStatic = serverOnly("consent-first-visit", () =>
  import("./consent-dialog-static").then((module) => module.default),
);

const CookieSettingsContext = createContext<() => void>(() => undefined);

/** Opens the footer's Cookie Settings dialog. */
export function useOpenCookieSettings() {
  return useContext(CookieSettingsContext);
}

interface ConsentDialogsProps {
  preferences: ConsentPreferences;
  /** The server's decision: not acknowledged, and not a crawler or headless tool. */
  showOnLoad: boolean;
  /** The stored cookie was unreadable: say so in the browser console too. */
  corrupt: boolean;
  children: ReactNode;
}

/**
 * The Cookie Preferences dialog in its two uses: for a visitor who has not chosen, sent in the
 * page's HTML as a native <dialog>, shown by CSS ~100 ms after load (CONSENT_DIALOG_DELAY_MS)
 * and made modal once the page is interactive; and from the footer's Cookie Settings link, a
 * Radix dialog loaded on first use. Closing without a choice saves nothing.
 */
export function ConsentDialogs({
  preferences,
  showOnLoad,
  corrupt,
  children,
}: ConsentDialogsProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Where focus was when a dialog opened: it goes back there on close. Radix returns focus only
  // to a Dialog.Trigger, and neither dialog has one (a timer and a footer link open them).
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  // The server's record, whenever the root loader gives a new one, from hydration on: analytics
  // mounts later (its own chunk) and must not take a record older than a choice made meanwhile.
  // This runs before analytics' effects (earlier in the tree), so a path change sees it.
  useEffect(() => {
    rememberServerConsent(preferences);
  }, [preferences]);

  useEffect(() => {
    if (corrupt)
      console.error("Failed to parse saved consent: the stored preferences were ignored.");
  }, [corrupt]);

  // Mounted from its first opening on, so that it can animate closed and open again.
  const [mounted, setMounted] = useState(false);
  // The first visit's dialog, as the server sent it, until a choice or a close.
  const [serverDialog, setServerDialog] = useState(showOnLoad);
  // The fetcher's latest submit, for the listener set up once below.
  const fetcher = useFetcher();
  const submit = useRef(fetcher.submit);
  useEffect(() => {
    submit.current = fetcher.submit;
  });

  useEffect(() => {
    if (!showOnLoad) return;
    const served = document.querySelector<HTMLDialogElement>("dialog.consent-static");
    if (!served) return;
    let undo: (() => void) | undefined;
    let left = false;
    // At the first sign of a visitor (first-sign.ts), who then finds it modal: until then it is
    // shown by CSS and its buttons post the form natively.
    void visitorActs()
      .then(loadServedDialog)
      .then(({ makeServedDialogLive }) => {
        if (left) return;
        undo = makeServedDialogLive(served, {
          closed: () => setServerDialog(false),
          submit: (body) => submit.current(body, { method: "post", action: "/cookie-settings" }),
        });
      });
    return () => {
      left = true;
      undo?.();
    };
  }, [showOnLoad]);

  function chosen(next: ConsentPreferences) {
    updateAnalyticsConsent(next);
    setSettingsOpen(false);
  }

  return (
    <CookieSettingsContext.Provider
      value={() => {
        rememberFocus();
        setMounted(true);
        setSettingsOpen(true);
      }}
    >
      {children}
      {serverDialog && showOnLoad ? (
        <ConsentDialogStatic preferences={preferences} redirectTo={here} />
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <ConsentDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            idPrefix="cookie-settings"
            preferences={preferences}
            redirectTo={here}
            onChosen={chosen}
            openerRef={openerRef}
          />
        </Suspense>
      ) : null}
    </CookieSettingsContext.Provider>
  );
}
