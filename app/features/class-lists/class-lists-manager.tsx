import { useId, useRef, useState, type FormEvent } from "react";

import { useOptionalUserId } from "~/features/shell";

import { useClassLists } from "./browser-lists";
import {
  checkListTitle,
  CLASS_LIST_MESSAGES,
  type ClassList,
  MAX_LIST_TITLE_LENGTH,
  namesFromText,
  newClassList,
  checkNames,
  rotationLabel,
} from "./model";
import type { ShownList } from "./local-lists";

// The /lists page's working part (a lazy chunk, loaded once the page is interactive): make a
// list, rename and edit it, import names from a .txt or .csv, export it, reset its rotation,
// delete it. In this browser when signed out, in the account when signed in.

/** Reading and writing list files: fetched when the visitor imports or exports, not with the page. */
const listFile = () => import("./list-file");

const inputClass =
  "w-full rounded-md border border-border bg-bg px-3 py-2 text-fg aria-[invalid=true]:border-danger";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The form that makes a list or edits one: a title, the names, and an import from a file. */
function ListEditor({
  list,
  onSave,
  onCancel,
}: {
  list: ClassList | null;
  /** Saves; the problem in words when the list cannot be saved. */
  onSave: (title: string, names: string[]) => string | null;
  onCancel?: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(list?.name ?? "");
  const [names, setNames] = useState(list ? list.names.join("\n") : "");
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = onSave(title, namesFromText(names));
    setProblem(saved);
    if (saved === null && !list) {
      setTitle("");
      setNames("");
      setNote("");
    }
  }

  async function importFile(file: File) {
    const read = await (await listFile()).namesFromFile(file);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    setNames(read.names.join("\n"));
    setNote(`Imported ${count(read.names.length, "name", "names")} from ${file.name}.`);
  }

  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block font-medium">
          List name
        </label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          maxLength={MAX_LIST_TITLE_LENGTH}
          placeholder={CLASS_LIST_MESSAGES.defaultTitle}
          onChange={(event) => setTitle(event.currentTarget.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-names`} className="mb-1 block font-medium">
          Names
        </label>
        <textarea
          id={`${id}-names`}
          value={names}
          rows={8}
          aria-describedby={`${id}-help${problem ? ` ${problemId}` : ""}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setNames(event.currentTarget.value)}
          className={`${inputClass} font-mono`}
        />
        <p id={`${id}-help`} className="mt-1 text-sm text-muted-fg">
          One name per line. Blank lines and repeated names are left out.
        </p>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm text-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="text-sm text-muted-fg" role="status">
        {note}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {list ? "Save changes" : "Save list"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => fileInput.current?.click()}>
          Import .txt or .csv
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import names from a .txt or .csv file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void importFile(file);
          }}
        />
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

export default function ClassListsManager() {
  const signedIn = useOptionalUserId() !== null;
  const { view, store } = useClassLists();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  function create(title: string, names: string[]) {
    const made = newClassList(title, names);
    if (!made.ok) return made.message;
    const problem = store.change({ kind: "save", list: made.list });
    if (!problem) setStatus(`Saved "${made.list.name}".`);
    return problem;
  }

  function edit(list: ShownList, title: string, names: string[]) {
    const checkedTitle = checkListTitle(title);
    if (!checkedTitle.ok) return checkedTitle.message;
    const checked = checkNames(names);
    if (!checked.ok) return checked.message;
    const problem = store.change({
      kind: "save",
      list: {
        id: list.id,
        name: checkedTitle.title,
        names: checked.names,
        remaining: list.remaining,
        updatedAt: list.updatedAt,
      },
    });
    if (!problem) {
      setEditing(null);
      setStatus(`Saved "${checkedTitle.title}".`);
    }
    return problem;
  }

  function act(list: ShownList, kind: "reset" | "remove") {
    const problem = store.change({ kind, id: list.id });
    setStatus(
      problem ??
        (kind === "reset"
          ? `Everyone in "${list.name}" is back in the rotation.`
          : `Deleted "${list.name}".`),
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="new-list-title" className="max-w-2xl">
        <h2 id="new-list-title" className="mb-3 text-xl font-semibold">
          New list
        </h2>
        <ListEditor list={null} onSave={create} />
      </section>

      <section aria-labelledby="your-lists-title">
        <h2 id="your-lists-title" className="text-xl font-semibold">
          Your lists
        </h2>
        <p className="mt-1 text-sm text-muted-fg">
          {signedIn
            ? "Kept in your account: the same lists, and the same rotation, on every device you sign in on."
            : "Kept in this browser only. Sign in to keep them in your account and use them on other devices."}
        </p>
        <p role="status" className="mt-2 min-h-6 text-sm" data-testid="lists-status">
          {view.message ?? status}
        </p>
        {!view.loaded ? (
          <p className="text-sm text-muted-fg">Loading your lists…</p>
        ) : view.lists.length === 0 ? (
          <p className="text-sm text-muted-fg">No lists yet.</p>
        ) : (
          <ul className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Class lists">
            {view.lists.map((list) => (
              <li
                key={list.id}
                className="min-w-0 rounded-md border border-border p-3"
                data-testid="class-list"
              >
                {editing === list.id ? (
                  <ListEditor
                    list={list}
                    onSave={(title, names) => edit(list, title, names)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <h3 className="break-words font-semibold">{list.name}</h3>
                    <p className="text-sm text-muted-fg">
                      {count(list.names.length, "name", "names")} ·{" "}
                      <span data-testid="rotation-left">{rotationLabel(list)}</span> in this
                      rotation
                    </p>
                    {list.onlyHere ? (
                      <p className="mt-1 text-sm">
                        {CLASS_LIST_MESSAGES.onlyHere} {list.onlyHere}
                      </p>
                    ) : null}
                    <p className="mt-2 line-clamp-2 break-words text-sm">{list.names.join(", ")}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={`Edit ${list.name}`}
                        onClick={() => setEditing(list.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={`Export ${list.name}`}
                        onClick={() => void listFile().then((files) => files.exportList(list))}
                      >
                        Export
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={`Reset the rotation of ${list.name}`}
                        onClick={() => act(list, "reset")}
                      >
                        Reset
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={`Delete ${list.name}`}
                        onClick={() => act(list, "remove")}
                      >
                        Delete
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
