// What a visitor types into the wheel's settings before the wheel's code has hydrated (it is
// fetched at their first sign, which may be that very typing). React's hydration sets a
// textarea's value back to the text the server sent, and the keys typed meanwhile would be lost.
// So from the moment the page asks for the wheel's code until the wheel has mounted, the text
// fields of its form ignore values set by script: typing goes on as usual, and the wheel then
// reads the form as the visitor left it (use-wheel-form.ts).

type TextField = HTMLInputElement | HTMLTextAreaElement;

const held: TextField[] = [];
/** Whether the visitor typed into the form while it was held. */
let typed = false;
const onInput = () => {
  typed = true;
};
let heldForm: HTMLFormElement | null = null;
/** When a key was last pressed since the form was held (performance.now()). */
let lastKeyAt = -Infinity;
const noteKey = () => {
  lastKeyAt = performance.now();
};

/** Makes the text fields of `form` keep what is typed while the wheel's code hydrates. */
export function holdTypedFields(form: HTMLFormElement | null): void {
  if (!form) return;
  if (!heldForm) {
    heldForm = form;
    form.addEventListener("input", onInput);
    addEventListener("keydown", noteKey, { capture: true, passive: true });
  }
  for (const element of form.elements) {
    const text =
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement && !["checkbox", "radio"].includes(element.type));
    if (!text || held.includes(element)) continue;
    const value = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value");
    if (!value?.get) continue;
    const read = value.get;
    Object.defineProperty(element, "value", {
      configurable: true,
      get() {
        return read.call(element);
      },
      // Hydration's reset to the server's text: what the visitor typed stays.
      set() {},
    });
    held.push(element);
  }
}

/**
 * Gives the fields back their own `value` once the wheel has mounted; says whether the visitor
 * typed into them meanwhile (their text then comes before a wheel kept in this browser).
 */
export function releaseTypedFields(): boolean {
  for (const element of held.splice(0)) {
    delete (element as { value?: string }).value;
  }
  heldForm?.removeEventListener("input", onInput);
  removeEventListener("keydown", noteKey, true);
  heldForm = null;
  const wasTyped = typed;
  typed = false;
  return wasTyped;
}

/** How long without a key for the typing to count as paused. */
const TYPING_PAUSE_MS = 250;

/**
 * Resolves once no key has been pressed for TYPING_PAUSE_MS. The wheel hydrates then, not between
 * two keys of someone typing into it: once, keys met the wheel as it hydrated and React 18 failed
 * the whole page ("Root did not complete", error 345).
 */
export function typingPause(): Promise<void> {
  return new Promise((resolve) => {
    let timer = 0;
    const paused = () => {
      removeEventListener("keydown", typing, true);
      resolve();
    };
    const typing = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(paused, TYPING_PAUSE_MS);
    };
    addEventListener("keydown", typing, true);
    timer = window.setTimeout(paused, Math.max(0, lastKeyAt + TYPING_PAUSE_MS - performance.now()));
  });
}
