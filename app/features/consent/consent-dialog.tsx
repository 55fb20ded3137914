import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide/dist/esm/icons/x.mjs";
import type { MutableRefObject } from "react";

import { Icon } from "~/ui/icon";
import { CONSENT_DIALOG_DESCRIPTION, CONSENT_DIALOG_TITLE, ConsentForm } from "./consent-form";
import type { ConsentPreferences } from "./consent";

// The Cookie Preferences dialog the footer's Cookie Settings link opens, loaded lazily by
// consent-dialogs.tsx.

interface ConsentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix: string;
  preferences: ConsentPreferences;
  redirectTo: string;
  onChosen: (preferences: ConsentPreferences) => void;
  /** The element that had focus when the dialog opened; focus returns there on close. */
  openerRef: MutableRefObject<HTMLElement | null>;
}

/** One Cookie Preferences dialog; `idPrefix` keeps the ids of its two uses apart. */
export default function ConsentDialog({
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
            <Dialog.Title className="text-lg font-semibold">{CONSENT_DIALOG_TITLE}</Dialog.Title>
            <Dialog.Close className="btn btn-icon" aria-label="Close without saving">
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-fg">
            {CONSENT_DIALOG_DESCRIPTION}
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
