import { Link } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";

/** The Sign In and Sign Up buttons signed-out visitors see (and every visitor, keyless). */
export function SignInUpButtons() {
  return (
    <>
      <Link to="/sign-in" className="btn btn-ghost">
        Sign In
      </Link>
      <Link to="/sign-up" className="btn btn-primary">
        Sign Up
      </Link>
    </>
  );
}

/**
 * Which account buttons the header shows. Keyless it is Sign In / Sign Up; with Clerk the
 * Clerk chunk provides buttons that follow the session, so the header never imports Clerk.
 */
export const AccountButtonsContext = createContext<ReactNode>(<SignInUpButtons />);

export function AccountButtons() {
  return useContext(AccountButtonsContext);
}
