// What every view of a run shares: its props, and one value as a view draws it.

import type { ReactNode } from "react";
import type { GeneratedValue } from "~/engine/core/engine";

import { ValueActions, type ValueSource } from "../value-actions";

export interface ViewProps {
  values: readonly GeneratedValue[];
  source: ValueSource;
  /** The list's accessible name. */
  label?: string;
}

/** One value as a view draws it: the picture, then its text, copy and save buttons. */
export function Item({
  value,
  source,
  children,
  label,
  className = "",
}: {
  value: GeneratedValue;
  source: ValueSource;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <li className={`flex flex-col items-center gap-1 ${className}`} aria-label={label}>
      {children}
      <span className="result-value font-mono text-sm">{value.text}</span>
      <ValueActions text={value.text} source={source} />
    </li>
  );
}
