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
}: {
  onGenerate: () => void;
  history: ComponentProps<typeof RunHistoryPanel>;
}) {
  return (
    <>
      <GenerateShortcut onGenerate={onGenerate} />
      <RunHistoryPanel {...history} />
    </>
  );
}
