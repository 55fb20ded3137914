import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import X from "lucide/dist/esm/icons/x.mjs";
import type { ReactNode, RefObject } from "react";

import { Icon } from "~/ui/icon";
import { NAV_LINKS, isCurrentSection } from "./site-nav";

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The right-side drawer of the header links, loaded lazily by mobile-nav.tsx on first open. */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  pathname,
  returnFocusTo,
  children,
}: MobileNavDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          id="mobile-nav-drawer"
          className="drawer fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 border-l border-border bg-bg p-4 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (it would pull Radix into the first load): focus the button.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="btn btn-icon" aria-label="Close navigation menu">
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={isCurrentSection(link.href, pathname) ? "page" : undefined}
                    onClick={() => onOpenChange(false)}
                    className={`block rounded-md px-3 py-2 font-medium hover:bg-muted ${
                      isCurrentSection(link.href, pathname) ? "bg-muted text-fg" : "text-muted-fg"
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex gap-2" onClickCapture={() => onOpenChange(false)}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
