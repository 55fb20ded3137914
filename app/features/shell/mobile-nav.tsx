import Menu from "lucide/dist/esm/icons/menu.mjs";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/ui/icon";

// The drawer (with Radix Dialog) is its own chunk, fetched on the first press of the button.
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer"));

/** Under 768px the header links live in a right-side drawer; choosing a link closes it. */
export function MobileNav({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-icon md:hidden"
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-nav-drawer" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon icon={Menu} className="size-5" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            returnFocusTo={button}
          >
            {children}
          </MobileNavDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
