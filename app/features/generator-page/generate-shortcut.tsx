import { useEffect, useRef } from "react";

/** The key that generates again from anywhere on a generator page (and in presentation mode). */
export const GENERATE_SHORTCUT = "g";

/** Whether typing goes into this element, so a letter key must be left to it. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color"].includes(
    target.type,
  );
}

/**
 * Pressing G generates again when focus is not in a text field (nor a dialog, which owns its
 * keys): the page's own shortcut, listed in the keyboard-shortcuts guide. Part of the page's
 * first load, so a key pressed as soon as the page is interactive is never lost.
 */
export function useGenerateShortcut(onGenerate: () => void) {
  const latest = useRef(onGenerate);
  useEffect(() => {
    latest.current = onGenerate;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== GENERATE_SHORTCUT) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isTextEntry(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
