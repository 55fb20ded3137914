import { useId, useState, type FormEvent } from "react";

/** Previous, Next, First, Last and a page number to jump to: a 10,000-value run has 100 pages. */
export default function Pager({
  current,
  pages,
  first,
  shown,
  total,
  onPage,
}: {
  current: number;
  pages: number;
  first: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const [target, setTarget] = useState("");
  const inputId = useId();
  function jump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const asked = Number(target);
    if (Number.isInteger(asked) && asked >= 1 && asked <= pages) onPage(asked - 1);
    setTarget("");
  }
  // aria-disabled keeps focus on a button that reaches the first or last page.
  const step = (label: string, to: number, disabled: boolean) => (
    <button
      type="button"
      className="btn btn-ghost"
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onPage(to)}
    >
      {label}
    </button>
  );
  return (
    <nav
      aria-label="Result pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <span className="flex gap-1">
        {step("First", 0, current === 0)}
        {step("Previous", current - 1, current === 0)}
      </span>
      <span className="text-muted-fg" aria-live="polite">
        {`${(first + 1).toLocaleString("en-US")}–${(first + shown).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
      </span>
      <form onSubmit={jump} className="flex items-center gap-1">
        <label htmlFor={inputId} className="text-muted-fg">
          Page
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={target}
          placeholder={String(current + 1)}
          onChange={(event) => setTarget(event.target.value)}
          className="w-16 rounded-md border border-border bg-bg px-2 py-1 text-fg"
        />
        <span className="text-muted-fg">of {pages}</span>
        <button type="submit" className="btn btn-ghost">
          Go
        </button>
      </form>
      <span className="flex gap-1">
        {step("Next", current + 1, current >= pages - 1)}
        {step("Last", pages - 1, current >= pages - 1)}
      </span>
    </nav>
  );
}
