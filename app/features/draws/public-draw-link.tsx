import { publicDrawHref } from "./draw-links";

/**
 * "Make this a public draw" under Pick From a List's results: the same entries and number of
 * winners, prefilled on /draws/new. A lazy chunk, mounted once the page is interactive, so it adds
 * nothing to the first load.
 */
export default function PublicDrawLink({ input }: { input: Readonly<Record<string, unknown>> }) {
  return (
    <p className="mt-6">
      <a href={publicDrawHref("pick-from-list", String(input.entries ?? ""), Number(input.count))}>
        Make this a public draw
      </a>{" "}
      <span className="text-sm text-muted-fg">
        (the winners decided by a public beacon, checkable by anyone)
      </span>
    </p>
  );
}
