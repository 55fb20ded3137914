import Eye from "lucide/dist/esm/icons/eye.mjs";
import EyeOff from "lucide/dist/esm/icons/eye-off.mjs";
import ImagePlus from "lucide/dist/esm/icons/image-plus.mjs";
import ImageMinus from "lucide/dist/esm/icons/image-minus.mjs";
import { memo, useRef } from "react";

import type { WheelEntry } from "~/engine/shared/wheel";
import { paletteOf, sliceColour, sliceFill } from "~/engine/shared/wheel-palettes";
import { Icon } from "~/ui/icon";

import { IMAGES_NOTE } from "./wheel-images";

/** What a row's controls do; kept stable by the page, so the memoised list does not redraw. */
export interface EntryActions {
  toggleHidden: (name: string) => void;
  setColour: (name: string, colour: string) => void;
  setImage: (name: string, file: File | null) => void;
}

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

/**
 * Every entry, beside the wheel, with its own controls: hide it from the wheel (it stays here,
 * marked), its slice's colour and a picture for its slice. Memoised, as a list of 1,000 must not
 * redraw per keystroke.
 */
export const EntriesList = memo(function EntriesList({
  entries,
  winners,
  resting,
  hidden,
  colours,
  own,
  images,
  actions,
}: {
  entries: readonly WheelEntry[];
  /** The places in `entries` of this spin's winners. */
  winners: ReadonlySet<number>;
  resting: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  colours: string;
  own: ReadonlyMap<string, string>;
  images: ReadonlyMap<string, string>;
  actions: EntryActions;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const choosingFor = useRef<string | null>(null);
  const fills = fillsOf(entries, hidden, colours, own);

  function chooseImage(name: string) {
    choosingFor.current = name;
    chooser.current?.click();
  }

  return (
    <>
      {/* A box that scrolls must be reachable by keyboard (WCAG 2.1.1). */}
      <ol
        className="mt-2 max-h-72 overflow-auto rounded-md border border-border p-2 text-sm"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
        tabIndex={0}
        aria-label="Every entry on the wheel"
        data-testid="wheel-entries"
      >
        {entries.map((entry, index) => {
          const isHidden = hidden.has(entry.name);
          const won = winners.has(index);
          return (
            <li
              key={index}
              aria-current={won ? "true" : undefined}
              className={`flex items-center gap-1 rounded px-2 py-0.5 ${won ? "bg-accent font-semibold text-accent-fg" : ""}`}
            >
              <span className={`min-w-0 flex-1 break-words ${isHidden ? "text-muted-fg" : ""}`}>
                {isHidden ? <s>{entry.name}</s> : entry.name}
                {isHidden ? <span className="text-muted-fg"> (hidden)</span> : null}
                {resting.has(entry.name) ? (
                  <span className="text-muted-fg"> (won this round)</span>
                ) : null}
              </span>
              {entry.weight === 1 ? null : (
                <span className="shrink-0 tabular-nums text-muted-fg">×{entry.weight}</span>
              )}
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
      </ol>
      <p className="mt-1 text-sm text-muted-fg">{IMAGES_NOTE}</p>
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
    </>
  );
});
