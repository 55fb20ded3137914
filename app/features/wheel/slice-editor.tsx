import Eye from "lucide/dist/esm/icons/eye.mjs";
import EyeOff from "lucide/dist/esm/icons/eye-off.mjs";
import ImagePlus from "lucide/dist/esm/icons/image-plus.mjs";
import ImageMinus from "lucide/dist/esm/icons/image-minus.mjs";
import { memo, useRef } from "react";

import type { WheelEntry } from "~/engine/shared/wheel";
import { paletteOf, sliceColour, sliceFill } from "~/engine/shared/wheel-palettes";
import { Icon } from "~/ui/icon";

import type { EntryActions } from "./wheel-entries-list";
import { IMAGES_NOTE } from "./wheel-images";

// Each entry's own settings (a lazy chunk, loaded when opened): hide it from the wheel (it stays
// in the list, marked), its slice's colour and a picture for its slice. Apart from the list of
// entries, so a list of 1,000 stays quick to draw while this is closed.

const iconButton = "btn btn-ghost shrink-0 p-1";

/** The colour each entry's slice has (a hidden entry: the colour it would have by its place). */
function fillsOf(
  entries: readonly WheelEntry[],
  hidden: ReadonlySet<string>,
  colours: string,
  own: ReadonlyMap<string, string>,
): string[] {
  const palette = paletteOf(colours);
  const names = entries.filter((entry) => !hidden.has(entry.name)).map((entry) => entry.name);
  let shown = 0;
  return entries.map((entry, index) =>
    hidden.has(entry.name)
      ? (own.get(entry.name) ?? sliceColour(palette, index, entries.length))
      : sliceFill(palette, own, names, shown++),
  );
}

export interface SliceEditorProps {
  entries: readonly WheelEntry[];
  hidden: ReadonlySet<string>;
  colours: string;
  own: ReadonlyMap<string, string>;
  images: ReadonlyMap<string, string>;
  actions: EntryActions;
}

export default memo(function SliceEditor({
  entries,
  hidden,
  colours,
  own,
  images,
  actions,
}: SliceEditorProps) {
  const chooser = useRef<HTMLInputElement>(null);
  const choosingFor = useRef<string | null>(null);
  const fills = fillsOf(entries, hidden, colours, own);

  function chooseImage(name: string) {
    choosingFor.current = name;
    chooser.current?.click();
  }

  return (
    <div id="slice-editor">
      <p className="mt-2 text-sm text-muted-fg">{IMAGES_NOTE}</p>
      {/* A box that scrolls must be reachable by keyboard (WCAG 2.1.1). */}
      <ul
        className="mt-2 max-h-72 overflow-auto rounded-md border border-border p-2 text-sm"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
        tabIndex={0}
        aria-label="Each entry's slice"
        data-testid="slice-editor"
      >
        {entries.map((entry, index) => {
          const isHidden = hidden.has(entry.name);
          return (
            <li key={index} className="flex items-center gap-1 px-1 py-0.5">
              <span className={`min-w-0 flex-1 break-words ${isHidden ? "text-muted-fg" : ""}`}>
                {entry.name}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`${isHidden ? "Show" : "Hide"} ${entry.name}`}
                aria-pressed={isHidden}
                onClick={() => actions.toggleHidden(entry.name)}
              >
                <Icon icon={isHidden ? EyeOff : Eye} className="size-4" />
              </button>
              <input
                type="color"
                className="size-7 shrink-0 cursor-pointer rounded border border-border bg-bg p-0.5"
                aria-label={`Colour of ${entry.name}'s slice`}
                value={fills[index]}
                onChange={(event) => actions.setColour(entry.name, event.target.value)}
              />
              {images.has(entry.name) ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove ${entry.name}'s image`}
                  onClick={() => actions.setImage(entry.name, null)}
                >
                  <Icon icon={ImageMinus} className="size-4" />
                </button>
              ) : (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Add an image to ${entry.name}`}
                  onClick={() => chooseImage(entry.name)}
                >
                  <Icon icon={ImagePlus} className="size-4" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <input
        ref={chooser}
        type="file"
        accept="image/*"
        hidden
        data-testid="wheel-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const name = choosingFor.current;
          event.target.value = "";
          if (file && name !== null) actions.setImage(name, file);
        }}
      />
    </div>
  );
});
