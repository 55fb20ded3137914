import { createElement, type ComponentType, type ReactElement } from "react";

// Where the Clerk-wrapped site comes from. It is its own chunk so that deployments without
// keys never download Clerk; but hydration must not wait on a lazy component at the root (React
// would throw away the server HTML), so the chunk is loaded *before* hydrating, by
// entry.client, and provided eagerly on the server by entry.server.

let clerkRoot: ComponentType | null = null;

export function provideClerkRoot(component: ComponentType): void {
  clerkRoot = component;
}

/** Loads the Clerk chunk (the browser does this before hydrating when accounts are on). */
export async function loadClerkRoot(): Promise<void> {
  const module = await import("./clerk-root");
  clerkRoot = module.default;
}

/** The Clerk-wrapped site, once provided; null when it was not (accounts off). */
export function renderClerkRoot(): ReactElement | null {
  return clerkRoot ? createElement(clerkRoot) : null;
}
