import { useNavigate } from "@remix-run/react";
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarProvider,
  KBarResults,
  KBarSearch,
  VisualState,
  useKBar,
  useMatches,
  useRegisterActions,
  type Action,
  type KBarOptions,
} from "kbar";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { searchController } from "~/components/search/search-controller";
import { CATEGORIES } from "~/generators/categories";
import type { GeneratorEntry } from "~/generators/catalogue";
import { MOBILE_BREAKPOINT_PX, SEARCH_LIST_MAX_HEIGHT_PX } from "~/lib/spec-constants";

// The search palette: a lazily loaded chunk with kbar and, loaded on first opening, the
// registry's sorted generator list (reused for every later opening).

type ListState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; generators: GeneratorEntry[] };

let generatorList: Promise<GeneratorEntry[]> | null = null;

function loadGenerators(): Promise<GeneratorEntry[]> {
  generatorList ??= import("~/generators/catalogue").then((m) =>
    m.generatorsByTitle(m.GENERATOR_INDEX),
  );
  generatorList.catch(() => {
    generatorList = null;
  });
  return generatorList;
}

/**
 * kbar animates in JavaScript, out of reach of a CSS media query: under reduced motion its
 * timings are set to zero, so the palette just appears and disappears. (kbar reads its options
 * once, at mount; leaving `animations` out keeps its own timings.)
 */
function paletteOptions(): KBarOptions {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduced
    ? { disableScrollbarManagement: true, animations: { enterMs: 0, exitMs: 0 } }
    : { disableScrollbarManagement: true };
}

export default function SearchPalette() {
  const [options] = useState(paletteOptions);
  return (
    <KBarProvider options={options}>
      <Palette />
    </KBarProvider>
  );
}

function Palette() {
  const navigate = useNavigate();
  const { query, visualState } = useKBar((state) => ({ visualState: state.visualState }));
  const [list, setList] = useState<ListState>({ status: "loading" });
  const returnFocus = useRef<HTMLElement | null>(null);
  const showing = visualState === VisualState.animatingIn || visualState === VisualState.showing;

  useEffect(
    () =>
      searchController.register({
        open: () => query.setVisualState(VisualState.animatingIn),
        toggle: () => query.toggle(),
      }),
    [query],
  );

  // Focus goes back where it was when the palette closes without navigating.
  useEffect(() => {
    if (showing) {
      returnFocus.current ??= document.activeElement as HTMLElement | null;
    } else if (returnFocus.current) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target.isConnected) target.focus();
    }
  }, [showing]);

  const fetchList = useCallback(() => {
    loadGenerators().then(
      (generators) => setList({ status: "ready", generators }),
      (error: unknown) => {
        console.error("Failed to load generators for search", error);
        setList({ status: "failed" });
      },
    );
  }, []);

  // The list loads once, when the palette first mounts (its first opening).
  useEffect(fetchList, [fetchList]);

  function retry() {
    setList({ status: "loading" });
    fetchList();
  }

  const actions = useMemo<Action[]>(() => {
    if (list.status !== "ready") return [];
    const categoryTitles = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.title]));
    return list.generators.map((generator) => ({
      id: generator.id,
      name: generator.title,
      icon: generator.iconText,
      keywords: [categoryTitles.get(generator.category) ?? "", ...generator.keywords].join(" "),
      perform: () => {
        returnFocus.current = null;
        searchController.selected();
        navigate(`/${generator.id}`);
      },
    }));
  }, [list, navigate]);
  useRegisterActions(actions, [actions]);

  return (
    <KBarPortal>
      <KBarPositioner className="z-[1500] bg-black/50 p-4">
        <KBarAnimator className="w-full max-w-xl overflow-hidden rounded-xl border border-border bg-bg text-fg shadow-2xl">
          <div role="dialog" aria-modal="true" aria-label="Search generators">
            <KBarSearch
              aria-label="Search generators"
              defaultPlaceholder="Search generators..."
              className="w-full border-b border-border bg-bg px-4 py-3 text-base focus-visible:-outline-offset-2"
            />
            {list.status === "failed" ? (
              <div
                role="alert"
                className="flex items-center justify-between gap-3 px-4 py-4 text-sm"
              >
                <span>The generator list could not be loaded.</span>
                <button type="button" className="btn btn-ghost" onClick={retry}>
                  Try again
                </button>
              </div>
            ) : list.status === "loading" ? (
              <p className="px-4 py-4 text-sm text-muted-fg">Loading generators…</p>
            ) : (
              <Results />
            )}
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

function useWideScreen(): boolean {
  const [wide, setWide] = useState(
    () => window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

function Results() {
  const { results } = useMatches();
  const wide = useWideScreen();
  const wrapper = useRef<HTMLDivElement>(null);

  // kbar's scrolling box around the list takes no props. A box that scrolls must be reachable
  // by keyboard (WCAG 2.1.1), so it joins the tab order after the search input.
  useEffect(() => {
    const scroller = wrapper.current?.querySelector('[role="listbox"]')?.parentElement;
    if (scroller && scroller.tabIndex !== 0) {
      scroller.tabIndex = 0;
      scroller.setAttribute("role", "group");
      scroller.setAttribute("aria-label", "Matching generators");
      scroller.classList.add("search-results");
    }
  });

  if (results.length === 0) {
    return <p className="px-4 py-4 text-sm text-muted-fg">No generators found</p>;
  }
  return (
    <div ref={wrapper}>
      <KBarResults
        items={results}
        maxHeight={wide ? SEARCH_LIST_MAX_HEIGHT_PX.wide : SEARCH_LIST_MAX_HEIGHT_PX.small}
        onRender={({ item, active }) =>
          typeof item === "string" ? (
            <div className="px-4 pt-3 pb-1 text-xs font-semibold text-muted-fg uppercase">
              {item}
            </div>
          ) : (
            <div
              className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 ${
                active ? "bg-muted text-fg" : "text-fg"
              }`}
            >
              {item.icon ? (
                <span aria-hidden="true" className="w-6 text-center">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.name}</span>
            </div>
          )
        }
      />
    </div>
  );
}
