import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef } from "react";

import type { GeneratorRun } from "~/engine/core/page-data";

import { GENERATE_SHORTCUT, isTextEntry } from "./generate-shortcut";

// Presentation mode (a lazy chunk): the result full screen in very large type, for a classroom
// or a stream. Escape leaves; G (or the button) generates again.

/** Values shown in presentation mode; a longer run shows its first ones and how many more. */
const SHOWN = 12;

export default function Presentation({
  title,
  run,
  busy,
  onGenerate,
  onClose,
}: {
  title: string;
  run: GeneratorRun | null;
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

  const values = run?.generation.values ?? [];
  const single = values.length === 1;
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
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-muted-fg">{title}</Dialog.Title>
            <div className="flex gap-2">
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
              <p className="text-3xl">No values for these settings.</p>
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
