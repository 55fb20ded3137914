import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { Menu, X } from "lucide-react";
import { useState, type ReactNode } from "react";

import { NAV_LINKS, isCurrentSection } from "~/lib/site-nav";

/** Under 768px the header links live in this right-side drawer; choosing a link closes it. */
export function MobileNav({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn btn-icon md:hidden" aria-label="Open navigation menu">
        <Menu aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="drawer fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 border-l border-border bg-bg p-4 shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="btn btn-icon" aria-label="Close navigation menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={isCurrentSection(link.href, pathname) ? "page" : undefined}
                    onClick={() => setOpen(false)}
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
          <div className="mt-auto flex gap-2" onClickCapture={() => setOpen(false)}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
