import { storedRecords } from "~/utils/stored-records";

import {
  MAX_SAVED_WHEELS,
  type SavedWheel,
  WHEEL_MESSAGES,
  type WheelStore,
  checkWheel,
  checkWheelName,
  wheelFromDraft,
} from "./wheel";
import { WHEELS_STORAGE_KEY } from "./storage-keys";

export { WHEELS_STORAGE_KEY };

/**
 * Wheels kept in this browser (signed-out visitors), read afresh by every call
 * (~/utils/stored-records). Nothing here throws: a full or unavailable storage answers with a
 * message instead.
 */
export function createLocalWheelStore(storage: Storage): WheelStore {
  const { read, write } = storedRecords(storage, WHEELS_STORAGE_KEY, (item) => {
    const checked = checkWheel(item);
    return checked.ok ? checked.wheel : null;
  });

  /** `wheel` first, in place of any stored wheel with its id. */
  function putFirst(wheel: SavedWheel, stored: readonly SavedWheel[]) {
    const next = [wheel, ...stored.filter((w) => w.id !== wheel.id)];
    return write(next)
      ? { ok: true as const, wheel }
      : { ok: false as const, message: WHEEL_MESSAGES.storageFailed };
  }

  return {
    list() {
      return Promise.resolve({ ok: true, wheels: read() });
    },
    save(draft) {
      const made = wheelFromDraft(draft);
      if (!made.ok) return Promise.resolve(made);
      const stored = read();
      const isNew = !stored.some((w) => w.id === made.wheel.id);
      if (isNew && stored.length >= MAX_SAVED_WHEELS) {
        return Promise.resolve({ ok: false, message: WHEEL_MESSAGES.limitReached });
      }
      return Promise.resolve(putFirst(made.wheel, stored));
    },
    rename(id, name) {
      const checked = checkWheelName(name);
      if (!checked.ok) return Promise.resolve(checked);
      const stored = read();
      const wheel = stored.find((w) => w.id === id.toLowerCase());
      if (!wheel) return Promise.resolve({ ok: false, message: WHEEL_MESSAGES.notFound });
      const renamed = { ...wheel, name: checked.name, updatedAt: new Date().toISOString() };
      return Promise.resolve(putFirst(renamed, stored));
    },
    remove(id) {
      const stored = read();
      const next = stored.filter((w) => w.id !== id.toLowerCase());
      if (next.length === stored.length) return Promise.resolve({ ok: true, removed: false });
      return Promise.resolve(
        write(next)
          ? { ok: true, removed: true }
          : { ok: false, message: WHEEL_MESSAGES.storageFailed },
      );
    },
  };
}
