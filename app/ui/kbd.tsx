import type { ReactNode } from "react";

/** A key as printed on the keyboard. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-sm text-fg">
      {children}
    </kbd>
  );
}
