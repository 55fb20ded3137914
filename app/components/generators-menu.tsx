import { Link } from "@remix-run/react";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import type { CategoryGroup } from "~/generators/catalogue";

type MenuState =
  { status: "idle" | "loading" | "failed" } | { status: "ready"; groups: CategoryGroup[] };

/**
 * The header's generators menu: every generator grouped by category (spec §3), loaded from the
 * catalogue module on first open. If loading fails the menu says so and keeps a link to /all.
 */
export function GeneratorsMenu() {
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState<MenuState>({ status: "idle" });
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  async function load() {
    if (menu.status === "loading" || menu.status === "ready") return;
    setMenu({ status: "loading" });
    try {
      const { GENERATOR_INDEX, generatorsByCategory } = await import("~/generators/catalogue");
      setMenu({ status: "ready", groups: generatorsByCategory(GENERATOR_INDEX) });
    } catch (error) {
      console.error("Failed to load generators for header", error);
      setMenu({ status: "failed" });
    }
  }

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Generators by category"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          void load();
          setOpen((value) => !value);
        }}
        className="rounded-md p-1.5 text-muted-fg hover:bg-muted"
      >
        <ChevronDown aria-hidden="true" className={`size-4 ${open ? "rotate-180" : ""}`} />
      </button>
      {open ? (
        // Choosing any link in the menu closes it.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) setOpen(false);
          }}
          id={panelId}
          // Fixed under the header and centred in the window, so it never leaves the viewport
          // whatever the width (the chevron sits near the left edge).
          className="fixed inset-x-4 top-14 z-50 mx-auto max-h-[70vh] max-w-[56rem] overflow-y-auto rounded-lg border border-border bg-bg p-4 shadow-xl"
        >
          {menu.status === "ready" ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {menu.groups.map(({ category, generators }) => (
                <section key={category.id} aria-labelledby={`${panelId}-${category.id}`}>
                  <h2 id={`${panelId}-${category.id}`} className="mb-1 text-sm font-semibold">
                    <Link to={`/categories/${category.id}`} className="hover:underline">
                      <span aria-hidden="true">{category.iconText} </span>
                      {category.title}
                    </Link>
                  </h2>
                  <ul className="text-sm">
                    {generators.map((generator) => (
                      <li key={generator.id}>
                        <Link
                          to={`/${generator.id}`}
                          className="block rounded px-1 py-0.5 text-muted-fg hover:bg-muted hover:text-fg"
                        >
                          {generator.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : menu.status === "failed" ? (
            <p className="text-sm">
              The generator list could not be loaded.{" "}
              <Link to="/all" className="text-accent underline">
                See all generators
              </Link>
              .
            </p>
          ) : (
            <p className="text-sm text-muted-fg">Loading generators…</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
