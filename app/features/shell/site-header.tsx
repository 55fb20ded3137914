import { Link } from "@remix-run/react";
import Dices from "lucide/dist/esm/icons/dices.mjs";

import { Icon } from "~/ui/icon";
import { AccountButtons } from "~/features/accounts";
import { GeneratorsMenu } from "./generators-menu";
import { MobileNav } from "./mobile-nav";
import { SearchButton } from "~/features/search";
import { ThemeToggle } from "./theme-toggle";
import { NAV_LINKS, isCurrentSection } from "./site-nav";

interface SiteHeaderProps {
  appName: string;
  isMac: boolean;
  pathname: string;
}

/** The header on every page: logo and name, section links, search, theme and account buttons. */
export function SiteHeader({ appName, isMac, pathname }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 lg:gap-3">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-fg"
          aria-label={`${appName} home`}
        >
          <Icon icon={Dices} className="size-6 text-accent" />
          {/* Between the drawer and wide screens the name gives its room to the section links. */}
          <span className="md:max-lg:sr-only">{appName}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 md:max-lg:gap-0">
            {NAV_LINKS.map((link) => (
              // From md to lg the logo is the way home: eight links do not fit beside it.
              <li
                key={link.href}
                className={`flex items-center ${link.href === "/" ? "md:max-lg:hidden" : ""}`}
              >
                <Link
                  to={link.href}
                  prefetch="intent"
                  aria-current={isCurrentSection(link.href, pathname) ? "page" : undefined}
                  className={`rounded-md px-1 py-1.5 text-sm font-medium hover:bg-muted lg:px-2 ${
                    isCurrentSection(link.href, pathname)
                      ? "text-fg underline decoration-accent decoration-2 underline-offset-8"
                      : "text-muted-fg"
                  }`}
                >
                  {link.label}
                </Link>
                {link.href === "/all" ? <GeneratorsMenu /> : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchButton isMac={isMac} />
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AccountButtons />
          </div>
          <MobileNav pathname={pathname}>
            <AccountButtons />
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
