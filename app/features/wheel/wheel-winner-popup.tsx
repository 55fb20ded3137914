import { useEffect, useRef, type RefObject } from "react";

import { bringIntoView } from "./bring-into-view";

/**
 * The winner shown over the wheel, so it is in view wherever the wheel is: a non-modal dialog
 * (the page around it stays usable) with Remove winner(s) and Spin again. A spin made here moves
 * focus into it; Escape or Close hand focus back to the Spin button.
 */
export function WinnerPopup({
  names,
  formId,
  busy,
  takeFocus,
  spinButton,
  onRemove,
  onClose,
}: {
  /** The spin's winners, in the order drawn (one unless several win per spin). */
  names: readonly string[];
  formId: string;
  busy: boolean;
  /** False for a result that arrived with the page: it is shown, but focus stays where it is. */
  takeFocus: boolean;
  spinButton: RefObject<HTMLButtonElement>;
  onRemove: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const several = names.length > 1;
  useEffect(() => {
    if (!takeFocus) return;
    dialog.current?.focus({ preventScroll: true });
    bringIntoView(dialog.current);
  }, [takeFocus]);

  function close() {
    spinButton.current?.focus({ preventScroll: true });
    onClose();
  }

  // Escape anywhere inside closes it (listened to here: a dialog is not a control itself).
  // Listened to afresh each render, so it always closes with the latest props.
  useEffect(() => {
    const element = dialog.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      close();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  });

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby="wheel-winner-label"
      aria-describedby="wheel-winner-name"
      tabIndex={-1}
      className="wheel-winner-popup"
    >
      <p
        id="wheel-winner-label"
        className="text-sm font-medium uppercase tracking-wide text-muted-fg"
      >
        {several ? `${names.length} winners` : "Winner"}
      </p>
      {several ? (
        // Up to 100 names: the list scrolls inside the popup, so the buttons stay in view.
        <ol
          id="wheel-winner-name"
          className="max-h-40 max-w-full list-decimal overflow-auto pl-8 text-left text-lg font-semibold sm:max-h-56"
          data-testid="wheel-winner"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
          aria-label="Winners of this spin"
        >
          {names.map((name, index) => (
            <li key={index} className="break-words">
              {name}
            </li>
          ))}
        </ol>
      ) : (
        <p
          id="wheel-winner-name"
          className="max-w-full break-words text-3xl font-bold sm:text-4xl"
          data-testid="wheel-winner"
        >
          {names[0]}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {several ? "Remove winners" : "Remove winner"}
        </button>
        <button
          type="submit"
          form={formId}
          className="btn btn-primary"
          aria-disabled={busy || undefined}
          // The popup closes as the wheel turns: focus waits on Spin, not on a button that goes.
          onClick={() => spinButton.current?.focus({ preventScroll: true })}
        >
          Spin again
        </button>
        <button type="button" className="btn btn-ghost" onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
