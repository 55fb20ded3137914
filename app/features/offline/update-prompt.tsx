import { UPDATE_PROMPT } from "./model";

/** "New version available": Reload takes it in, Not now keeps this page as it is. */
export default function UpdatePrompt({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className="rounded-lg border border-border bg-card p-3 text-sm shadow-lg">
      <p>{UPDATE_PROMPT.message}</p>
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-primary" onClick={onReload}>
          {UPDATE_PROMPT.reload}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {UPDATE_PROMPT.later}
        </button>
      </div>
    </div>
  );
}
