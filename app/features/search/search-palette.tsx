import uFuzzy from "@leeoniya/ufuzzy";
import { useNavigate } from "@remix-run/react";
// kbar's parts are imported one by one: its index also pulls in fuse.js and a virtual list,
// which this palette does not use (it ranks with uFuzzy and renders its own list), and which
// would have made opening search download a third more.
import { KBarAnimator } from "kbar/lib/KBarAnimator";
import { KBarProvider } from "kbar/lib/KBarContextProvider";
import { KBarPositioner } from "kbar/lib/KBarPositioner";
import { KBAR_LISTBOX, KBarSearch, getListboxItemId } from "kbar/lib/KBarSearch";
import { VisualState, type KBarOptions } from "kbar/lib/types";
import { useKBar } from "kbar/lib/useKBar";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
} from "react";
import { createPortal } from "react-dom";

import { searchController } from "./search-controller";
import type { GeneratorEntry } from "~/engine/catalogue";
import { loadCatalogue } from "~/engine/load-catalogue";
import { generatorsByTitle } from "~/engine/listing";
import { CATEGORIES } from "~/engine/categories";
import { MOBILE_BREAKPOINT_PX, SEARCH_LIST_MAX_HEIGHT_PX } from "~/utils/spec-constants";

// The search palette: a lazily loaded chunk with kbar and, loaded on first opening, the
// metadata index sorted by title (reused for every later opening).

type ListState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; generators: GeneratorEntry[] };

/** The list sorted by title, kept once loaded; a failed load is tried again on the next call. */
let generatorList: GeneratorEntry[] | null = null;

async function loadGenerators(): Promise<GeneratorEntry[]> {
  generatorList ??= generatorsByTitle((await loadCatalogue()).GENERATOR_INDEX);
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

/** Ranks generators for a query: title, category and keywords, forgiving one typo a word. */
function useRanking(generators: readonly GeneratorEntry[]) {
  return useMemo(() => {
    const categoryTitles = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.title]));
    const haystack = generators.map((g) =>
      [g.title, categoryTitles.get(g.category) ?? "", ...g.keywords].join(" "),
    );
    const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1 });
    return (query: string): GeneratorEntry[] => {
      const needle = query.trim();
      if (needle === "") return [...generators];
      const [indexes, info, order] = fuzzy.search(haystack, needle);
      if (!indexes) return [];
      const ranked = info && order ? order.map((i) => info.idx[i]!) : indexes;
      return ranked.map((i) => generators[i]!);
    };
  }, [generators]);
}

function Palette() {
  const navigate = useNavigate();
  const { query, visualState } = useKBar((state) => ({ visualState: state.visualState }));
  const [list, setList] = useState<ListState>({ status: "loading" });
  /** The results' keyboard handling, once there are results (the input stays the same one). */
  const resultKeys = useRef<((event: KeyboardEvent) => void) | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const showing = visualState === VisualState.animatingIn || visualState === VisualState.showing;

  const shown = useRef(showing);
  useEffect(() => {
    shown.current = showing;
  }, [showing]);
  useEffect(() => {
    // What had focus when the palette was asked for gets it back when it closes. It is noted
    // here, before the palette renders: its search input takes focus as it mounts.
    const noteFocus = () => {
      if (!shown.current) returnFocus.current ??= document.activeElement as HTMLElement | null;
    };
    return searchController.register({
      open: () => {
        noteFocus();
        query.setVisualState(VisualState.animatingIn);
      },
      toggle: () => {
        noteFocus();
        query.toggle();
      },
    });
  }, [query]);

  // Focus goes back where it was when the palette has closed without navigating: once it is
  // hidden, after kbar's own focus handling (which would put it on the departing input).
  const wasHidden = useRef(true);
  useEffect(() => {
    const hidden = visualState === VisualState.hidden;
    if (hidden && !wasHidden.current && returnFocus.current) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target.isConnected) target.focus();
    }
    wasHidden.current = hidden;
  }, [visualState]);

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

  const select = useCallback(
    (generator: GeneratorEntry) => {
      returnFocus.current = null;
      searchController.selected();
      query.setVisualState(VisualState.animatingOut);
      navigate(`/${generator.id}`);
    },
    [navigate, query],
  );

  if (visualState === VisualState.hidden) return null;
  return createPortal(
    <KBarPositioner className="z-[1500] bg-black/50 p-4">
      <KBarAnimator className="w-full max-w-xl overflow-hidden rounded-xl border border-border bg-bg text-fg shadow-2xl">
        <div role="dialog" aria-modal="true" aria-label="Search generators">
          {/* One input from opening to closing: kbar's input clears the query whenever one
              mounts, so what is typed while the list loads must stay in the same element. */}
          <SearchInput onKeyDown={(event) => resultKeys.current?.(event)} />
          {list.status === "ready" ? (
            <Results generators={list.generators} onSelect={select} keysRef={resultKeys} />
          ) : list.status === "failed" ? (
            <div role="alert" className="flex items-center justify-between gap-3 px-4 py-4 text-sm">
              <span>The generator list could not be loaded.</span>
              <button type="button" className="btn btn-ghost" onClick={retry}>
                Try again
              </button>
            </div>
          ) : (
            <p className="px-4 py-4 text-sm text-muted-fg">Loading generators…</p>
          )}
        </div>
      </KBarAnimator>
    </KBarPositioner>,
    document.body,
  );
}

function SearchInput({ onKeyDown }: { onKeyDown?: (event: KeyboardEvent) => void }) {
  return (
    <KBarSearch
      aria-label="Search generators"
      defaultPlaceholder="Search generators..."
      onKeyDown={onKeyDown}
      className="w-full border-b border-border bg-bg px-4 py-3 text-base focus-visible:-outline-offset-2"
    />
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

function Results({
  generators,
  onSelect,
  keysRef,
}: {
  generators: readonly GeneratorEntry[];
  onSelect: (generator: GeneratorEntry) => void;
  /** Where the search input finds the arrow keys' and Enter's handling of these results. */
  keysRef: MutableRefObject<((event: KeyboardEvent) => void) | null>;
}) {
  const { query, search, activeIndex } = useKBar((state) => ({
    search: state.searchQuery,
    activeIndex: state.activeIndex,
  }));
  const rank = useRanking(generators);
  const matches = useMemo(() => rank(search), [rank, search]);
  const wide = useWideScreen();
  const listbox = useRef<HTMLDivElement>(null);
  const active = Math.min(Math.max(activeIndex, 0), matches.length - 1);

  // A new query starts from the best match (before a key can act on the new results).
  useLayoutEffect(() => query.setActiveIndex(0), [query, search]);

  useEffect(() => {
    listbox.current
      ?.querySelector(`#${getListboxItemId(active)}`)
      ?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function onKeyDown(event: KeyboardEvent) {
    const last = matches.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      query.setActiveIndex(Math.min(Math.max(to, 0), last));
    };
    if (event.key === "ArrowDown") move(active + 1);
    else if (event.key === "ArrowUp") move(active - 1);
    else if (event.key === "PageDown") move(active + 8);
    else if (event.key === "PageUp") move(active - 8);
    else if (event.key === "Enter" && matches[active]) {
      event.preventDefault();
      onSelect(matches[active]);
    }
  }

  // Set as the results commit, not in a passive effect: Chromium handles a key press before
  // React's passive effects, so an Enter typed the moment the results appear would otherwise
  // find no handler, or the one of the results before.
  useLayoutEffect(() => {
    keysRef.current = onKeyDown;
  });
  useLayoutEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );

  return (
    <>
      {matches.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted-fg">No generators found</p>
      ) : (
        // A box that scrolls must be reachable by keyboard (WCAG 2.1.1), so it joins the tab
        // order after the search input.
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
          role="group"
          aria-label="Matching generators"
          className="search-results overflow-y-auto"
          style={{
            maxHeight: wide ? SEARCH_LIST_MAX_HEIGHT_PX.wide : SEARCH_LIST_MAX_HEIGHT_PX.small,
          }}
        >
          <div ref={listbox} role="listbox" id={KBAR_LISTBOX} aria-label="Generators">
            {matches.map((generator, index) => (
              <div
                key={generator.id}
                id={getListboxItemId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onPointerMove={() => index !== active && query.setActiveIndex(index)}
                onClick={() => onSelect(generator)}
                onKeyDown={(event) => event.key === "Enter" && onSelect(generator)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-fg ${
                  index === active ? "bg-muted" : ""
                }`}
              >
                {generator.iconText ? (
                  <span aria-hidden="true" className="icon-emoji w-6 text-center">
                    {generator.iconText}
                  </span>
                ) : null}
                <span>{generator.title}</span>
              </div>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
