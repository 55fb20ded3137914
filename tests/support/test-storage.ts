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
  /** Delivers an event of another type (focus, say) to its listeners. */
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type } as StorageEvent);
  }
  /** What the browser does when another tab changes localStorage. */
  storageEvent(key: string | null) {
    const event = { type: "storage", key } as StorageEvent;
    for (const listener of this.listeners.get("storage") ?? []) listener(event);
  }
}

/**
 * One browser profile's localStorage seen from several tabs: a write in one tab reaches the
 * other tabs as a storage event, a moment later, as browsers do.
 */
export class TabbedStorage {
  readonly shared = new MemoryStorage();
  private readonly windows: FakeWindow[] = [];

  /** A new tab: its window (for storage events) and its view of the shared storage. */
  openTab(): { window: FakeWindow; storage: Storage } {
    const window = new FakeWindow();
    this.windows.push(window);
    const { shared } = this;
    const others = () => this.windows.filter((w) => w !== window);
    const notify = (key: string | null) =>
      setTimeout(() => {
        for (const other of others()) other.storageEvent(key);
      }, 0);
    const storage: Storage = {
      get length() {
        return shared.length;
      },
      key: (index) => shared.key(index),
      getItem: (key) => shared.getItem(key),
      setItem(key, value) {
        shared.setItem(key, value);
        notify(key);
      },
      removeItem(key) {
        shared.removeItem(key);
        notify(key);
      },
      clear() {
        shared.clear();
        notify(null);
      },
    };
    return { window, storage };
  }
}
