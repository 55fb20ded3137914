// A spin asked for before the wheel's code has arrived. The wheel's code waits for a visitor's
// first sign (app/ui/first-sign.ts), and a first tap on the wheel is that sign: its click comes
// long before the code. Until the wheel is live, a submit of its settings form that nothing
// handled is held here instead of leaving the page (the form's native GET), and the wheel spins
// it as soon as it has arrived (use-wheel-form.ts): the visitor's first spin turns like any other.

let asked = false;
let heldFormId: string | null = null;

function onSubmit(event: Event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.id !== heldFormId) return;
  event.preventDefault();
  asked = true;
}

/**
 * Holds the submits of the form `formId` until takeEarlySpin (called as the wheel mounts). On
 * the window, in the capture phase: React stops the propagation of a submit from a part it has
 * not hydrated yet at the document, but not the form's native submit.
 */
export function holdEarlySpins(formId: string): void {
  if (heldFormId !== null) return;
  heldFormId = formId;
  addEventListener("submit", onSubmit, true);
}

/** Stops holding, and says whether a spin was asked for meanwhile. */
export function takeEarlySpin(): boolean {
  removeEventListener("submit", onSubmit, true);
  heldFormId = null;
  const was = asked;
  asked = false;
  return was;
}
