import { useEffect, useRef, type RefObject } from "react";

/**
 * The winner shown over the wheel, so it is in view wherever the wheel is: a non-modal dialog
 * (the page around it stays usable) with Remove winner and Spin again. A spin made here moves
 * focus into it; Escape or Close hand focus back to the Spin button.
 */
export function WinnerPopup({
  name,
  formId,
  busy,
  takeFocus,
  spinButton,
  onRemove,
  onClose,
}: {
  name: string;
  formId: string;
  busy: boolean;
  /** False for a result that arrived with the page: it is shown, but focus stays where it is. */
  takeFocus: boolean;
  spinButton: RefObject<HTMLButtonElement>;
  onRemove: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) dialog.current?.focus({ preventScroll: true });
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
        Winner
      </p>
      <p
        id="wheel-winner-name"
        className="max-w-full break-words text-3xl font-bold sm:text-4xl"
        data-testid="wheel-winner"
      >
        {name}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          Remove winner
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
