import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef } from "react";

import type { GeneratorRun } from "~/engine/core/page-data";

import { GENERATE_SHORTCUT, isTextEntry } from "./generate-shortcut";
import { useRenderers } from "./use-renderers";
import type { ValueSource } from "./value-actions";

// Presentation mode (a lazy chunk): the result full screen (the Fullscreen API where the browser
// has it), in very large type or drawn as what it is (dice, cards in their suits' colours, coins,
// swatches, teams), for a classroom or a stream. Escape leaves; G (or the button) generates again.

/** Values shown in presentation mode; a longer run shows its first ones and how many more. */
const SHOWN = 12;

export default function Presentation({
  title,
  run,
  busy,
  onGenerate,
  onClose,
  source,
}: {
  title: string;
  run: GeneratorRun | null;
  /** Where the values come from, for the copy and save buttons of a drawn view. */
  source: Omit<ValueSource, "input" | "seed">;
  busy: boolean;
  onGenerate: () => void;
  onClose: () => void;
}) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Full screen where the browser allows it; the overlay covers the window either way.
    content.current?.requestFullscreen?.().catch(() => {});
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  // Opened by a visitor: the views are wanted now.
  const renderers = useRenderers();
  const values = run?.generation.values ?? [];
  const single = values.length === 1;
  const kind = run && renderers ? renderers.pickView(run.generation) : null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key.toLowerCase() !== GENERATE_SHORTCUT || isTextEntry(event.target)) return;
            if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
            event.preventDefault();
            onGenerate();
          }}
          className="fixed inset-0 z-[1600] flex flex-col bg-bg p-6 text-fg"
        >
          {/* The controls wrap under the title on a narrow screen: never past its edge. */}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Dialog.Title className="min-w-0 text-xl font-semibold break-words text-muted-fg">
              {title}
            </Dialog.Title>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary px-5 py-2 text-base"
                aria-disabled={busy || undefined}
                onClick={onGenerate}
              >
                Generate again <kbd className="ml-1 font-mono text-xs opacity-80">G</kbd>
              </button>
              <Dialog.Close className="btn btn-ghost px-4 py-2 text-base">
                Exit <kbd className="ml-1 font-mono text-xs opacity-80">Esc</kbd>
              </Dialog.Close>
            </div>
          </div>
          <div
            className="flex flex-1 flex-col items-center justify-center gap-4 overflow-auto text-center"
            aria-live="polite"
          >
            {values.length === 0 ? (
              <p className="max-w-xl text-2xl">
                Nothing to show: these settings have a problem. Exit, fix them on the page, and
                generate again.
              </p>
            ) : renderers && kind ? (
              <div className="presentation-view w-full max-w-5xl text-left text-xl md:[zoom:1.5] [&_.die]:size-20 [&_.result-value]:text-3xl [&_ul]:justify-center">
                <renderers.RunView
                  kind={kind}
                  values={values}
                  source={{ ...source, input: run?.input ?? {}, seed: run?.seed ?? null }}
                />
              </div>
            ) : single ? (
              <p className="presentation-value font-bold break-words [font-size:clamp(3rem,14vw,12rem)] leading-none">
                {values[0]?.text}
              </p>
            ) : (
              <ol className="grid gap-x-12 gap-y-2 [font-size:clamp(1.5rem,5vw,4rem)] font-semibold sm:grid-cols-2">
                {values.slice(0, SHOWN).map((value, index) => (
                  <li key={index} className="presentation-value break-words">
                    {value.text}
                  </li>
                ))}
              </ol>
            )}
            {values.length > SHOWN ? (
              <p className="text-xl text-muted-fg">
                and {(values.length - SHOWN).toLocaleString("en-US")} more
              </p>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
