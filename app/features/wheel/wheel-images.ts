// Pictures on the wheel's slices: chosen per entry, made small in the browser and kept in this
// browser only (localStorage). They are never uploaded: share links and saved wheels carry no
// pictures, and the page says so beside the entries.

/** The longest side of a kept picture, in pixels. */
export const MAX_IMAGE_PX = 128;

/** What the page says about where pictures are kept. */
export const IMAGES_NOTE = "Images stay on this device and are not in share links.";

const IMAGES_KEY = "randomly:wheel-images";

/** The side lengths of a picture made to fit in `MAX_IMAGE_PX`, never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_IMAGE_PX / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A picture file made at most 128 px on its longest side, as a data URL; null if unreadable. */
export async function shrinkImage(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    return canvas.toDataURL("image/webp", 0.85);
  } catch {
    return null;
  }
}

function readImages(): Map<string, string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(IMAGES_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return new Map();
    return new Map(
      Object.entries(value).filter(
        (pair): pair is [string, string] =>
          typeof pair[1] === "string" && pair[1].startsWith("data:image/"),
      ),
    );
  } catch {
    return new Map();
  }
}

const listeners = new Set<() => void>();
const NONE: ReadonlyMap<string, string> = new Map();
let cached: ReadonlyMap<string, string> | null = null;

/** The pictures kept in this browser, by entry name, as a store React reads without a mismatch. */
export const wheelImagesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): ReadonlyMap<string, string> {
    cached ??= readImages();
    return cached;
  },
  getServer: (): ReadonlyMap<string, string> => NONE,
  /** Keeps (or, with null, forgets) an entry's picture; false when the browser refused it. */
  set(name: string, dataUrl: string | null): boolean {
    const next = new Map(wheelImagesStore.get());
    if (dataUrl === null) next.delete(name);
    else next.set(name, dataUrl);
    try {
      window.localStorage.setItem(IMAGES_KEY, JSON.stringify(Object.fromEntries(next)));
    } catch {
      return false;
    }
    cached = next;
    for (const listener of listeners) listener();
    return true;
  },
};
