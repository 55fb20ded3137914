import { Link } from "@remix-run/react";
import { useEffect, useState, type RefObject } from "react";

import { loadCatalogue } from "~/engine/load-catalogue";
import { generatorsByCategory, type CategoryGroup } from "~/engine/listing";

// The generators menu's contents (a lazy chunk, loaded when the menu is about to open): every
// generator grouped by category (spec §3), read from the metadata index. If loading fails the
// menu says so and keeps a link to /all; opening it again tries again.

type MenuState = { status: "loading" | "failed" } | { status: "ready"; groups: CategoryGroup[] };

/** The groups, kept once loaded; a failed load is tried again when the menu opens again. */
let menuGroups: CategoryGroup[] | null = null;

async function loadGroups(): Promise<CategoryGroup[]> {
  menuGroups ??= generatorsByCategory((await loadCatalogue()).GENERATOR_INDEX);
  return menuGroups;
}

export default function GeneratorsMenuPanel({
  panelId,
  container,
  button,
  onClose,
}: {
  panelId: string;
  /** The menu (button and panel): a press outside it closes the menu. */
  container: RefObject<HTMLElement>;
  /** Gets focus back when Escape closes the menu. */
  button: RefObject<HTMLElement>;
  onClose: () => void;
}) {
  const [menu, setMenu] = useState<MenuState>({ status: "loading" });
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) onClose();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        onClose();
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, button, onClose]);
  useEffect(() => {
    let live = true;
    loadGroups().then(
      (groups) => live && setMenu({ status: "ready", groups }),
      (error: unknown) => {
        console.error("Failed to load generators for header", error);
        if (live) setMenu({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {menu.status === "ready" ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {menu.groups.map(({ category, generators }) => (
            <section key={category.id} aria-labelledby={`${panelId}-${category.id}`}>
              <h2 id={`${panelId}-${category.id}`} className="mb-1 text-sm font-semibold">
                <Link to={`/categories/${category.id}`} className="hover:underline">
                  <span aria-hidden="true" className="icon-emoji">
                    {category.iconText}{" "}
                  </span>
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
    </>
  );
}
