import type { ReactNode } from "react";

/** A page's heading and lead paragraph. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children ? <div className="mt-2 max-w-2xl text-muted-fg">{children}</div> : null}
    </div>
  );
}
