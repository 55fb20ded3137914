import { useEffect, useId, useRef, useState } from "react";

import { useClassLists } from "./browser-lists";
import { rotationLabel } from "./model";
import { ROTATION_TOOLS, writeField } from "./rotation-tools";

// "Use a list" (a lazy chunk, loaded once the page is interactive): fills an entries field of a
// tool's form with a class list's names, and on the tools that pick (Pick From a List, the wheel)
// draws from it in rotation, so nobody is picked twice until everyone has been.

/** One field the picker may fill: a list input of the tool's form. */
export interface ListField {
  name: string;
  label: string;
}

/** A draw the page made: the names it picked and the settings it was made with. */
export interface Drawn {
  names: readonly string[];
  input: Readonly<Record<string, unknown>>;
}

const selectClass = "min-w-0 rounded-md border border-border bg-bg px-3 py-2 text-fg";

export default function ClassListPicker({
  toolId,
  form,
  fields,
  drawn,
  onMessage: onPageMessage,
}: {
  /** The generator's id: it says whether the tool can draw in rotation. */
  toolId: string;
  /** The tool's settings form, the one source of its values. */
  form: () => HTMLFormElement | null;
  fields: readonly ListField[];
  /** The latest draw on screen; a new object for each new draw. */
  drawn: Drawn | null;
  /** Where the page says what happened; without one the picker says it itself. */
  onMessage?: (message: string) => void;
}) {
  const id = useId();
  const [ownMessage, setOwnMessage] = useState("");
  const onMessage = onPageMessage ?? setOwnMessage;
  const { view, store } = useClassLists();
  const [chosen, setChosen] = useState("");
  const [field, setField] = useState(fields[0]?.name ?? "");
  const [rotating, setRotating] = useState<string | null>(null);
  const tool = ROTATION_TOOLS[toolId];
  const list = view.lists.find((l) => l.id === (chosen || view.lists[0]?.id));
  const inRotation = view.lists.find((l) => l.id === rotating) ?? null;
  /** The draw on screen when the rotation started: it was not drawn from the list. */
  const counted = useRef<Drawn | null>(drawn);

  // Each new draw made from the list in rotation takes its names out of the pass.
  useEffect(() => {
    if (!drawn || drawn === counted.current) return;
    counted.current = drawn;
    if (!tool || !inRotation || !tool.drewFrom(drawn.input, inRotation)) return;
    const problem = store.change({ kind: "pick", id: inRotation.id, picked: [...drawn.names] });
    if (problem) onMessage(problem);
    // Only a new draw counts; the list it came from is read as it stood.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  // The form follows the list in rotation: after each pick, a reset, another device's pick.
  useEffect(() => {
    const element = form();
    if (tool && inRotation && element) tool.show(element, inRotation);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inRotation]);

  // Another device may have drawn from the lists since: read them again on arrival.
  useEffect(() => store.refresh(), [store]);

  if (view.loaded && view.lists.length === 0) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-md border border-border p-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Use a list
        </h2>
        <p className="mt-1 text-sm text-muted-fg">
          No class lists yet. <a href="/lists">Make a class list</a> once and fill this tool with it
          in one click.
        </p>
      </section>
    );
  }

  function use() {
    const element = form();
    if (!list || !element) return;
    setRotating(null);
    writeField(element, field, list.names.join("\n"));
    const label = fields.find((f) => f.name === field)?.label ?? field;
    onMessage(
      `${label}: the ${list.names.length.toLocaleString("en-US")} names of "${list.name}".`,
    );
  }

  function rotate() {
    if (!list) return;
    counted.current = drawn;
    setRotating(list.id);
    onMessage(`Drawing from "${list.name}" in rotation: ${rotationLabel(list)}.`);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border border-border p-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Use a list
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-col">
          <label htmlFor={`${id}-list`} className="text-sm font-medium">
            Class list
          </label>
          <select
            id={`${id}-list`}
            className={selectClass}
            value={list?.id ?? ""}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {view.lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({l.names.length.toLocaleString("en-US")})
              </option>
            ))}
          </select>
        </div>
        {fields.length > 1 ? (
          <div className="flex min-w-0 flex-col">
            <label htmlFor={`${id}-field`} className="text-sm font-medium">
              Fill
            </label>
            <select
              id={`${id}-field`}
              className={selectClass}
              value={field}
              onChange={(event) => setField(event.currentTarget.value)}
            >
              {fields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={use} disabled={!list}>
          Use a list
        </button>
        {tool ? (
          <button type="button" className="btn btn-ghost" onClick={rotate} disabled={!list}>
            Use in rotation
          </button>
        ) : null}
      </div>
      {inRotation ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <p>
            In rotation: {inRotation.name},{" "}
            <strong data-testid="rotation-left">{rotationLabel(inRotation)}</strong>
            {inRotation.remaining.length === 0
              ? ". Everyone has been picked: the next pick starts a new pass."
              : "."}
          </p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              const problem = store.change({ kind: "reset", id: inRotation.id });
              onMessage(problem ?? `Everyone in "${inRotation.name}" is back in the rotation.`);
            }}
          >
            Reset
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setRotating(null)}>
            Stop rotation
          </button>
        </div>
      ) : null}
      {view.message ? <p className="mt-2 text-sm">{view.message}</p> : null}
      {onPageMessage ? null : (
        <p role="status" className="mt-2 text-sm text-muted-fg">
          {ownMessage}
        </p>
      )}
      <p className="mt-2 text-sm text-muted-fg">
        Lists are made and edited on the <a href="/lists">Class lists</a> page.
      </p>
    </section>
  );
}
