import Monitor from "lucide/dist/esm/icons/monitor.mjs";
import Moon from "lucide/dist/esm/icons/moon.mjs";
import Sun from "lucide/dist/esm/icons/sun.mjs";
import { useEffect, useRef } from "react";

import { Icon } from "~/ui/icon";
import { type Theme, useTheme } from "./theme";

/** The browser storage key that mirrors the theme choice (spec §3: defaults to "theme"). */
const THEME_STORAGE_KEY = "theme";

type ThemeChoice = "light" | "dark" | "system";

const CHOICES = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
] as const;

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === "light" || value === "dark" || value === "system";
}

/**
 * Light, Dark or System. remix-themes keeps the choice in a cookie so the server renders it,
 * and follows the device live under System; the choice is mirrored to localStorage so other
 * tabs follow through storage events as well as remix-themes' broadcast channel.
 */
export function ThemeToggle() {
  const [theme, setTheme, { definedBy }] = useTheme();
  const choice: ThemeChoice = definedBy === "SYSTEM" ? "system" : (theme ?? "system");
  const choiceRef = useRef(choice);

  useEffect(() => {
    choiceRef.current = choice;
    try {
      if (window.localStorage.getItem(THEME_STORAGE_KEY) !== choice) {
        window.localStorage.setItem(THEME_STORAGE_KEY, choice);
      }
    } catch {
      // Storage can be unavailable (private mode, quota); the cookie still holds the choice.
    }
  }, [choice]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== THEME_STORAGE_KEY || !isThemeChoice(event.newValue)) return;
      if (event.newValue === choiceRef.current) return;
      setTheme(event.newValue === "system" ? null : (event.newValue as Theme));
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [setTheme]);

  return (
    <div role="group" aria-label="Theme" className="flex rounded-md border border-border p-0.5">
      {CHOICES.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={choice === value}
          aria-label={label}
          title={label}
          onClick={() => setTheme(value === "system" ? null : (value as Theme))}
          className={`rounded p-1.5 ${choice === value ? "bg-muted text-fg" : "text-muted-fg hover:text-fg"}`}
        >
          <Icon icon={icon} className="size-4" />
        </button>
      ))}
    </div>
  );
}
