import type { ReactNode } from "react";

/** A page's heading and lead paragraph. */
export function PageHeader({
  title,
  iconText,
  children,
}: {
  title: string;
  /** An emoji shown before the title, hidden from screen readers. */
  iconText?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {iconText ? (
          <span aria-hidden="true" className="icon-emoji">
            {iconText}{" "}
          </span>
        ) : null}
        {title}
      </h1>
      {children ? <div className="mt-2 max-w-2xl text-muted-fg">{children}</div> : null}
    </div>
  );
}
