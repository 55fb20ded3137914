import type { KeyboardEvent, ReactNode } from "react";

import type { FieldKind, FieldSpec, SpecOf } from "~/engine/core/field-kinds";

// How the form renders each kind of field: one entry per kind, so a kind missing here fails the
// typecheck rather than rendering nothing.

/** What every control gets: its spec, the value to start from and its accessibility wiring. */
export interface ControlProps<S extends FieldSpec> {
  spec: S;
  value: unknown;
  common: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  };
}

interface FieldControl<S extends FieldSpec> {
  /** The control, without its label unless `labelAfter` says the control renders it. */
  render(props: ControlProps<S>): ReactNode;
  /** Whether the field takes the whole row (long lists). */
  wide?: boolean;
  /** Whether the label follows the control on one line (a checkbox), not above it. */
  labelAfter?: boolean;
}

export const inputClass =
  "w-full rounded-md border border-border bg-bg px-3 py-2 text-fg aria-[invalid=true]:border-danger";

// In a list, Enter adds a line; Ctrl/⌘+Enter generates.
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

function numberInput({ spec, value, common }: ControlProps<SpecOf<"integer"> | SpecOf<"number">>) {
  return (
    <input
      {...common}
      type="number"
      inputMode={spec.kind === "integer" && spec.min >= 0 ? "numeric" : "decimal"}
      defaultValue={String(value)}
      min={spec.min}
      max={spec.max}
      step={spec.kind === "number" ? "any" : 1}
      className={inputClass}
    />
  );
}

export const FIELD_CONTROLS: { readonly [K in FieldKind]: FieldControl<SpecOf<K>> } = {
  integer: { render: numberInput },
  number: { render: numberInput },
  text: {
    render: ({ spec, value, common }) => (
      <input
        {...common}
        type="text"
        defaultValue={String(value)}
        maxLength={spec.maxLength}
        placeholder={spec.placeholder}
        autoComplete="off"
        className={inputClass}
      />
    ),
  },
  list: {
    wide: true,
    render: ({ spec, value, common }) => (
      <textarea
        {...common}
        defaultValue={String(value)}
        rows={6}
        placeholder={spec.placeholder}
        onKeyDown={submitOnModEnter}
        className={`${inputClass} font-mono`}
      />
    ),
  },
  select: {
    render: ({ spec, value, common }) => (
      <select {...common} defaultValue={String(value)} className={inputClass}>
        {spec.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ),
  },
  toggle: {
    labelAfter: true,
    render: ({ spec, value, common }) => (
      <>
        {/* Unchecked boxes send nothing: the hidden 0 comes first, a checked box's 1 wins. */}
        <input type="hidden" name={spec.name} value="0" />
        <input
          {...common}
          type="checkbox"
          value="1"
          defaultChecked={value === true}
          className="size-4 accent-[var(--accent)]"
        />
      </>
    ),
  },
  date: {
    render: ({ spec, value, common }) => (
      <input
        {...common}
        type="date"
        defaultValue={String(value).trim()}
        min={spec.min}
        max={spec.max}
        className={inputClass}
      />
    ),
  },
};

/** The control of a field, from its kind's entry. */
export function controlOf(spec: FieldSpec): FieldControl<FieldSpec> {
  return FIELD_CONTROLS[spec.kind] as FieldControl<FieldSpec>;
}
