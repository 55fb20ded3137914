import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";

import { createAccountWheelStore } from "./account-wheels";
import { createLocalWheelStore } from "./local-wheels";
import { MAX_WHEEL_NAME_LENGTH, defaultWheelName, type SavedWheel, type WheelStore } from "./wheel";

import { fieldsOfSaved, optionsOfFields, type WheelFields } from "./wheel-state";

// Wheels kept under a name (a lazy chunk of the wheel's page): in this browser when signed out,
// in the account when signed in. Save the wheel on screen, open one, rename it, delete it.

const inputClass = "min-w-0 flex-1 rounded-md border border-border bg-bg px-3 py-1.5 text-fg";

export default function SavedWheels({
  userId,
  fieldsNow,
  onOpen,
  onMessage,
}: {
  userId: string | null;
  /** The wheel on screen, as its settings form has it. */
  fieldsNow: () => WheelFields | null;
  onOpen: (fields: WheelFields, name: string) => void;
  onMessage: (message: string) => void;
}) {
  const store: WheelStore = useMemo(
    () =>
      userId === null
        ? createLocalWheelStore(window.localStorage)
        : createAccountWheelStore((input, init) => window.fetch(input, init)),
    [userId],
  );
  const [wheels, setWheels] = useState<SavedWheel[] | null>(null);
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const refresh = useCallback(async () => {
    const listed = await store.list();
    if (listed.ok) setWheels(listed.wheels);
    else onMessage(listed.message);
  }, [store, onMessage]);

  useEffect(() => {
    let live = true;
    void store.list().then((listed) => {
      if (!live) return;
      if (listed.ok) setWheels(listed.wheels);
      else onMessage(listed.message);
    });
    return () => {
      live = false;
    };
  }, [store, onMessage]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsNow();
    if (!fields) return;
    const saved = await store.save({
      name: name.trim() || fields.title.trim() || defaultWheelName(fields.entries),
      entries: fields.entries,
      options: optionsOfFields(fields),
    });
    if (!saved.ok) {
      onMessage(saved.message);
      return;
    }
    setName("");
    onMessage(`Saved the wheel as "${saved.wheel.name}".`);
    await refresh();
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming) return;
    const renamed = await store.rename(renaming.id, renaming.name);
    if (!renamed.ok) {
      onMessage(renamed.message);
      return;
    }
    setRenaming(null);
    onMessage(`Renamed to "${renamed.wheel.name}".`);
    await refresh();
  }

  async function remove(wheel: SavedWheel) {
    const removed = await store.remove(wheel.id);
    if (!removed.ok) {
      onMessage(removed.message);
      return;
    }
    onMessage(`Deleted "${wheel.name}".`);
    await refresh();
  }

  function open(wheel: SavedWheel) {
    onOpen(fieldsOfSaved(wheel), wheel.name);
  }

  return (
    <section aria-labelledby="saved-wheels-title">
      <h2 id="saved-wheels-title" className="text-xl font-semibold">
        Saved wheels
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        {userId === null
          ? "Kept in this browser only. Sign in to keep them in your account."
          : "Kept in your account."}
      </p>
      <form className="mt-3 flex flex-wrap items-center gap-2" onSubmit={(e) => void save(e)}>
        <label htmlFor="wheel-name" className="sr-only">
          Name for this wheel
        </label>
        <input
          id="wheel-name"
          type="text"
          value={name}
          maxLength={MAX_WHEEL_NAME_LENGTH}
          placeholder="Name (optional)"
          onChange={(event) => setName(event.currentTarget.value)}
          className={inputClass}
        />
        <button type="submit" className="btn btn-ghost">
          Save wheel
        </button>
      </form>
      {wheels === null ? null : wheels.length === 0 ? (
        <p className="mt-3 text-sm text-muted-fg">No wheels saved yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Saved wheels">
          {wheels.map((wheel) => (
            <li key={wheel.id} className="rounded-md border border-border px-3 py-2">
              {renaming?.id === wheel.id ? (
                <form
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(e) => void rename(e)}
                >
                  <label htmlFor={`rename-${wheel.id}`} className="sr-only">
                    New name for {wheel.name}
                  </label>
                  <input
                    id={`rename-${wheel.id}`}
                    type="text"
                    value={renaming.name}
                    maxLength={MAX_WHEEL_NAME_LENGTH}
                    onChange={(event) =>
                      setRenaming({ id: wheel.id, name: event.currentTarget.value })
                    }
                    className={inputClass}
                  />
                  <button type="submit" className="btn btn-ghost">
                    Save name
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setRenaming(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 break-words font-medium">{wheel.name}</span>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={`Open ${wheel.name}`}
                    onClick={() => open(wheel)}
                  >
                    Open
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={`Rename ${wheel.name}`}
                    onClick={() => setRenaming({ id: wheel.id, name: wheel.name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={`Delete ${wheel.name}`}
                    onClick={() => void remove(wheel)}
                  >
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
