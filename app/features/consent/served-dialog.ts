import { updateAnalyticsConsent } from "./analytics";
import { readConsentSubmission } from "./consent-form-state";

// The first visit's dialog made live at the visitor's first sign (app/ui/first-sign.ts): its own
// chunk, fetched only by a page that was sent the dialog (most page views are not), so none of
// this is in every page's first load. Until it arrives the dialog works as the server sent it:
// shown by CSS, its buttons posting the form natively.

interface ServedDialogHandlers {
  /** The dialog closed (a choice or a close without saving). */
  closed: () => void;
  /** Saves a choice without reloading the page. */
  submit: (body: FormData) => void;
}

/** Makes the served <dialog> modal in place and its buttons save in the page; returns the undo. */
export function makeServedDialogLive(
  served: HTMLDialogElement,
  { closed, submit }: ServedDialogHandlers,
): () => void {
  // Modal from now on, in place (nothing is re-rendered, so nothing a visitor did in it is
  // lost): the rest of the page inert, focus held inside, Escape closes without saving.
  if (served.open && typeof served.showModal === "function") {
    const focused = served.contains(document.activeElement) ? document.activeElement : null;
    served.classList.add("consent-live");
    served.close();
    served.showModal();
    if (focused instanceof HTMLElement) focused.focus();
  }
  // The close() just above queues a close event too: by the time it fires the dialog is open
  // again, and that one is ignored.
  const onClose = () => {
    if (!served.open) closed();
  };
  // Its buttons save without reloading the page, as the footer's dialog does; before the page
  // is interactive they post the form natively.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method === "dialog") return;
    event.preventDefault();
    const { body, preferences } = readConsentSubmission(form, event.submitter);
    submit(body);
    updateAnalyticsConsent(preferences);
    served.close();
  };
  // A native modal lets Tab leave for the browser's own controls after the last button; as the
  // footer's dialog does, focus wraps around inside instead.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const focusable = [
      ...served.querySelectorAll<HTMLElement>("button, input, a[href], [tabindex]"),
    ].filter((element) => !element.matches(":disabled, [tabindex='-1']"));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const edge = event.shiftKey ? first : last;
    if (document.activeElement === edge || !served.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  served.addEventListener("keydown", onKeyDown);
  served.addEventListener("close", onClose);
  served.addEventListener("submit", onSubmit);
  if (!served.open) closed();
  return () => {
    served.removeEventListener("keydown", onKeyDown);
    served.removeEventListener("close", onClose);
    served.removeEventListener("submit", onSubmit);
  };
}
