import { useLocation } from "@remix-run/react";
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

import { updateAnalyticsConsent } from "~/lib/analytics";
import { CONSENT_DIALOG_DELAY_MS, type ConsentPreferences } from "~/lib/consent";

// The dialog (Radix Dialog and the form) is its own chunk: most page views never show it, so it
// stays out of every page's first load and is fetched when it is about to open.
const loadConsentDialog = () => import("~/components/consent/consent-dialog");
const ConsentDialog = lazy(loadConsentDialog);

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
 * The Cookie Preferences dialog in its two uses: opened by itself ~100 ms after load for a
 * visitor who has not chosen, and from the footer's Cookie Settings link. Closing without a
 * choice saves nothing.
 */
export function ConsentDialogs({
  preferences,
  showOnLoad,
  corrupt,
  children,
}: ConsentDialogsProps) {
  const [autoOpen, setAutoOpen] = useState(false);
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

  useEffect(() => {
    if (corrupt)
      console.error("Failed to parse saved consent: the stored preferences were ignored.");
  }, [corrupt]);

  // Mounted from its first opening on, so that it can animate closed and open again.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!showOnLoad) return;
    // Fetch the dialog's chunk now, so it is ready when the delay is over.
    void loadConsentDialog().catch(() => undefined);
    const timer = setTimeout(() => {
      rememberFocus();
      setMounted(true);
      setAutoOpen(true);
    }, CONSENT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [showOnLoad]);

  function chosen(next: ConsentPreferences) {
    updateAnalyticsConsent(next);
    setAutoOpen(false);
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
      {mounted ? (
        <Suspense fallback={null}>
          <ConsentDialog
            open={autoOpen}
            onOpenChange={setAutoOpen}
            idPrefix="consent"
            preferences={preferences}
            redirectTo={here}
            onChosen={chosen}
            openerRef={openerRef}
          />
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
