import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { formatCount } from "~/engine/core/format-count";

import { rememberMyDraw } from "./my-draws";
import { drawPath } from "./public-draw";

/** The file name of a hidden draw's receipts. */
const receiptsFileName = (id: string) => `draw-${id}-receipt-codes.csv`;

/**
 * Shown once, right after a hidden list is committed: the receipt codes exist nowhere else (the
 * site keeps only salted hashes), so the organiser downloads them now and gives each entrant
 * their own code. The download is a data: link, so it works without JavaScript too.
 */
export function ReceiptsPanel({
  id,
  title,
  createdAt,
  count,
  receiptsCsv,
}: {
  id: string;
  title: string;
  createdAt: string;
  count: number;
  receiptsCsv: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    rememberMyDraw(window.localStorage, { id, title, createdAt });
  }, [id, title, createdAt]);
  return (
    <section className="flex max-w-2xl flex-col gap-4" aria-labelledby="receipts-heading">
      <h1
        id="receipts-heading"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight"
      >
        Your draw is committed: save the receipt codes now
      </h1>
      <p>
        “{title}” keeps its list private. Each of the {formatCount(count)} entries has a receipt
        code; give each entrant their own, so they can prove they are in the draw and see whether
        they won. <strong>This is the only time the codes are shown</strong>: this site keeps only
        salted hashes, and cannot give them again.
      </p>
      <p className="flex flex-wrap gap-2">
        <a
          className="btn btn-primary"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(receiptsCsv)}`}
          download={receiptsFileName(id)}
        >
          Download the receipt codes (CSV)
        </a>
        <Link className="btn btn-ghost" to={drawPath(id)}>
          Go to the draw&apos;s page
        </Link>
      </p>
      <details>
        <summary className="cursor-pointer">Show the codes here</summary>
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto rounded-md border border-border p-2 text-sm whitespace-pre-wrap"
          data-testid="receipts"
        >
          {receiptsCsv}
        </pre>
      </details>
    </section>
  );
}
