import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "@remix-run/react";
import { X } from "lucide-react";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
} from "react";

import { ConsentForm } from "~/components/consent/consent-form";
import { updateAnalyticsConsent } from "~/lib/analytics";
import { CONSENT_DIALOG_DELAY_MS, type ConsentPreferences } from "~/lib/consent";

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

  useEffect(() => {
    if (!showOnLoad) return;
    const timer = setTimeout(() => {
      rememberFocus();
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
        setSettingsOpen(true);
      }}
    >
      {children}
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
    </CookieSettingsContext.Provider>
  );
}

interface ConsentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix: string;
  preferences: ConsentPreferences;
  redirectTo: string;
  onChosen: (preferences: ConsentPreferences) => void;
  openerRef: MutableRefObject<HTMLElement | null>;
}

function ConsentDialog({
  open,
  onOpenChange,
  idPrefix,
  preferences,
  redirectTo,
  onChosen,
  openerRef,
}: ConsentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = openerRef.current;
            openerRef.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="dialog-content fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-bg p-5 shadow-2xl"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">Cookie Preferences</Dialog.Title>
            <Dialog.Close className="btn btn-icon" aria-label="Close without saving">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-fg">
            Necessary cookies are always on. Choose whether to allow the others; you can change this
            any time from Cookie Settings at the bottom of every page.
          </Dialog.Description>
          {/* Remounted on every opening, so unsaved toggles from last time are gone. */}
          {open ? (
            <ConsentForm
              idPrefix={idPrefix}
              preferences={preferences}
              redirectTo={redirectTo}
              onChosen={onChosen}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
