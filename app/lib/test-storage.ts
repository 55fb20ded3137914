// Test doubles for browser storage, shared by the saved-values and analytics tests.

/** An in-memory Storage, like one browser profile's localStorage. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

type Listener = (event: StorageEvent) => void;

/** Stands in for `window`: records listeners and lets a test deliver events to them. */
export class FakeWindow {
  readonly listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  count(type: string) {
    return this.listeners.get(type)?.size ?? 0;
  }
  /** What the browser does when another tab changes localStorage. */
  storageEvent(key: string | null) {
    const event = { type: "storage", key } as StorageEvent;
    for (const listener of this.listeners.get("storage") ?? []) listener(event);
  }
}
