import { publicDrawHref } from "~/draws/draw-links";
import type { ComponentProps } from "react";

import GenerateShortcut from "./generate-shortcut";
import RunHistoryPanel from "./run-history-panel";

/**
 * What a generator page adds once it is interactive, in one lazy chunk: the G shortcut and this
 * tab's history of runs (one chunk rather than two saves the first load a loader of its own).
 */
export default function PageExtras({
  onGenerate,
  history,
  publicDrawFrom,
}: {
  onGenerate: () => void;
  history: ComponentProps<typeof RunHistoryPanel>;
  /** Pick From a List's input, for "Make this a public draw" (lazy here: no first-load bytes). */
  publicDrawFrom?: Readonly<Record<string, unknown>>;
}) {
  return (
    <>
      <GenerateShortcut onGenerate={onGenerate} />
      {publicDrawFrom ? (
        <p className="mt-6">
          <a
            href={publicDrawHref(
              "pick-from-list",
              String(publicDrawFrom.entries ?? ""),
              Number(publicDrawFrom.count),
            )}
          >
            Make this a public draw
          </a>{" "}
          <span className="text-sm text-muted-fg">
            (the winners decided by a public beacon, checkable by anyone)
          </span>
        </p>
      ) : null}
      <RunHistoryPanel {...history} />
    </>
  );
}
