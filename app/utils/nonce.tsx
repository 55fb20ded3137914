import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>("");

/**
 * Hands the per-request CSP nonce from entry.server to every inline script in the tree; none
 * (undefined) on a page whose scripts are allowed by their hashes.
 */
export function NonceProvider({
  value,
  children,
}: {
  value: string | undefined;
  children: ReactNode;
}) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of this response; empty in the browser, where it is no longer needed. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
