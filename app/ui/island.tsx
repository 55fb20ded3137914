import {
  createElement,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

import { useHydrated } from "~/utils/use-hydrated";

import { visitorActsThenRest } from "./first-sign";

// Islands: parts of the page the server renders in full but whose code is not in the first load.
// The browser keeps the server's HTML for them, untouched, while the page hydrates; their chunk
// is fetched at the first sign of a visitor (first-sign.ts: a pointer, a finger, a key, a scroll)
// and then renders in place of that HTML (the same markup, so nothing moves). Until then their
// links work as plain links and their buttons wait; a visit that never uses the page never
// downloads them.

/** Loads every island's code on the server, where it renders synchronously. */
const serverPreloads: (() => Promise<unknown>)[] = [];

/** Called by entry.server before rendering: every island's component is ready to render. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()));
}

/** The code of every island mounted so far, on its way or arrived. */
const arriving: Promise<unknown>[] = [];

/**
 * Resolves once the code of every island mounted in the same commit has arrived (their effects
 * run one after another before this microtask): the islands of a page become live together, so
 * one of them being live means all are.
 */
function allArrived(): Promise<unknown> {
  return Promise.resolve().then(() => Promise.allSettled(arriving));
}

/** Runs `load` once and keeps its promise: several islands can share one download. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= load());
}

/** Marks an island's wrapper; its value (from useId) is the same on the server and at hydration. */
const ATTRIBUTE = "data-island";

/** The wrapper's element: a span where the island sits in a line of text or a button row. */
type WrapperTag = "div" | "span";

const wrapperOf = (key: string) => document.querySelector(`[${ATTRIBUTE}="${key}"]`);

/** The HTML the server rendered for an island, read before React touches it. */
function serverHtml(key: string): string {
  return wrapperOf(key)?.innerHTML ?? "";
}

/** Where the focus is inside an island's wrapper, as child indexes, or null if it is not. */
function focusPathIn(key: string): number[] | null {
  const wrapper = wrapperOf(key);
  let node = document.activeElement;
  if (!wrapper || !node || !wrapper.contains(node) || node === wrapper) return null;
  const path: number[] = [];
  while (node && node !== wrapper) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return path;
}

/** Puts the focus back where it was when the server's HTML gave way to the same, live markup. */
function refocus(key: string, path: number[]) {
  let node: Element | undefined = wrapperOf(key) ?? undefined;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement || node instanceof SVGElement) node.focus();
}

/**
 * A module loaded on demand in the browser and before every render on the server, where a
 * component can read it synchronously (`current()`).
 */
export function serverReady<T>(load: () => Promise<T>) {
  let value: T | null = null;
  const preload = once(() => load().then((loaded) => (value = loaded)));
  serverPreloads.push(preload);
  return { preload, current: () => value };
}

/** The wrapper of an island: `display: contents`, so layout ignores it. */
function Wrapper({
  tag,
  islandKey,
  children,
}: {
  tag: WrapperTag;
  islandKey: string;
  children: ReactNode;
}) {
  return createElement(tag, { className: "contents", [ATTRIBUTE]: islandKey }, children);
}

/** The wrapper holding the server's HTML as sent: hydration leaves inner HTML alone. */
function KeptHtml({ tag, islandKey }: { tag: WrapperTag; islandKey: string }) {
  // Only while hydrating is the server's HTML in the document. On a later client render (a
  // navigation) there is none to keep, and a wrapper of the page being left may share the key.
  const hydrating = !useHydrated();
  const [html] = useState(() =>
    typeof document === "undefined" || !hydrating ? "" : serverHtml(islandKey),
  );
  return createElement(tag, {
    className: "contents",
    [ATTRIBUTE]: islandKey,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}

/**
 * A component rendered by the server and, in the browser, only once its code has arrived. `name`
 * is for React's tools; `tag` is its wrapper's element.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  tag: WrapperTag = "div",
) {
  const code = serverReady(load);
  function Island(props: P) {
    const islandKey = useId();
    // On the server the code is always there. In the browser it is there at first render only if
    // an earlier page loaded it, which a full page load never has: hydration keeps the HTML.
    const [component, setComponent] = useState<ComponentType<P> | null>(() => code.current());
    /** Where the focus was in the server's HTML as the code arrived (a visitor tabbing in). */
    const [focusPath, setFocusPath] = useState<number[] | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      void visitorActsThenRest()
        .then(() => {
          arriving.push(code.preload());
          return allArrived();
        })
        .then(() => code.preload())
        .then((loaded) => {
          if (!live) return;
          setFocusPath(focusPathIn(islandKey));
          setComponent(() => loaded);
        });
      return () => {
        live = false;
      };
    }, [component, islandKey]);
    useLayoutEffect(() => {
      if (component && focusPath) refocus(islandKey, focusPath);
    }, [component, focusPath, islandKey]);
    if (!component) return <KeptHtml tag={tag} islandKey={islandKey} />;
    return (
      <Wrapper tag={tag} islandKey={islandKey}>
        {createElement(component, props)}
      </Wrapper>
    );
  }
  Island.displayName = `Island(${name})`;
  // `preload` fetches the island's code ahead: an island that renders others loads theirs with
  // its own, so the ones inside appear with it instead of a moment later.
  return Object.assign(memo(Island), { preload: code.preload });
}

/**
 * Markup only the server renders (the browser keeps it as sent and never loads its code), for
 * what JavaScript replaces once it runs: the consent dialog a first visit sees before hydration.
 */
export function serverOnly<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const code = serverReady(load);
  function ServerOnly(props: P) {
    const islandKey = useId();
    const component = typeof document === "undefined" ? code.current() : null;
    if (!component) return <KeptHtml tag="div" islandKey={islandKey} />;
    return (
      <Wrapper tag="div" islandKey={islandKey}>
        {createElement(component, props)}
      </Wrapper>
    );
  }
  ServerOnly.displayName = `ServerOnly(${name})`;
  return memo(ServerOnly);
}
