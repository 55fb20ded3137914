// A run of teams, drawn in columns.

import { ValueActions } from "../value-actions";
import { RESULTS_LABEL } from "../result-list";
import type { ViewProps } from "./item";

export function TeamsView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {values.map((value, index) => {
        const members = value.data?.members as string[];
        const name = `Team ${String(value.data?.team)}`;
        return (
          <li
            key={index}
            aria-label={`${name}, ${members.length} ${members.length === 1 ? "person" : "people"}`}
            className="flex flex-col gap-2 rounded-lg border border-border p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">
                {name} <span className="text-sm font-normal text-muted-fg">({members.length})</span>
              </h3>
              <ValueActions text={value.text} source={source} />
            </div>
            <span className="result-value sr-only">{value.text}</span>
            <ul className="flex flex-col gap-0.5" aria-label={`${name} members`}>
              {members.map((member, i) => (
                <li key={i}>{member}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
