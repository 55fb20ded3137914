import { useEffect, useMemo, useRef } from "react";

import type { WheelForm } from "./use-wheel-form";
import type { EntryActions } from "./wheel-entries-list";
import { IMAGES_NOTE, shrinkImage, wheelImagesStore } from "./wheel-images";
import { WHEEL_MESSAGES } from "./wheel";

/** Words for a picture file this browser cannot read. */
export const NOT_AN_IMAGE =
  "That file is not a picture this browser can read. Try a PNG, JPEG or WebP file.";

/**
 * The entries list's actions (hide, colour, picture), the same functions for the page's whole
 * visit, so the memoised list is not redrawn when the page is; they act on the latest form.
 */
export function useEntryActions(form: WheelForm, setStatus: (text: string) => void): EntryActions {
  const latest = useRef({ form, setStatus });
  useEffect(() => {
    latest.current = { form, setStatus };
  });
  return useMemo(
    () => ({
      toggleHidden: (name) => latest.current.form.toggleHidden(name),
      setColour: (name, colour) => latest.current.form.setSliceColour(name, colour),
      setImage: (name, file) => {
        void keepImage(name, file).then((message) => latest.current.setStatus(message));
      },
    }),
    [],
  );
}

/** Keeps (or forgets, with null) an entry's picture in this browser; answers what to say. */
async function keepImage(name: string, file: File | null): Promise<string> {
  if (file === null) {
    wheelImagesStore.set(name, null);
    return `Removed ${name}'s image.`;
  }
  const picture = await shrinkImage(file);
  if (picture === null) return NOT_AN_IMAGE;
  if (!wheelImagesStore.set(name, picture)) return WHEEL_MESSAGES.storageFailed;
  return `Added an image to ${name}. ${IMAGES_NOTE}`;
}
