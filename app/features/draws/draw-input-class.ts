/**
 * The look of a text field, as the generator form's `inputClass` (field-controls.tsx). Written
 * out here because importing that module from the draw pages splits it out of every generator
 * page's first-load chunk, which then grows.
 */
export const drawInputClass =
  "w-full rounded-md border border-border bg-bg px-3 py-2 text-fg aria-[invalid=true]:border-danger";
