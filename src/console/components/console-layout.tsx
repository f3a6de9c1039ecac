import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { call } from "../../shared/api-client";
import type { MenuIcon as MenuIconName, PageRoute } from "../../shared/page-route";
import { useShopName } from "../../shared/page-router";
import { CONSOLE_HOME, SIGN_IN_PATH } from "../../shared/paths";
import { can } from "../../shared/permissions";
import { isPage, type RedirectRoute, routes } from "../../shared/routes";
import { consolePages } from "../pages.generated";
import { consoleApi, keepSessionAlive } from "../session";
import { useViewer } from "../viewer";
import { ConsoleSearch } from "./console-search";
import {
  AlertIcon,
  BoxIcon,
  CarIcon,
  ChatIcon,
  DashboardIcon,
  KeyIcon,
  LayersIcon,
  LockIcon,
  MenuIcon,
  ShieldIcon,
  StoreIcon,
  TagIcon,
  TruckIcon,
  UsersIcon,
  WalletIcon,
} from "./icons";
import { AlertToast, SoundToggle, useLiveAlerts } from "./live-alerts";

const ICONS: Record<MenuIconName, ReactNode> = {
  alert: <AlertIcon />,
  box: <BoxIcon />,
  car: <CarIcon />,
  chat: <ChatIcon />,
  dashboard: <DashboardIcon />,
  key: <KeyIcon />,
  layers: <LayersIcon />,
  lock: <LockIcon />,
  shield: <ShieldIcon />,
  tag: <TagIcon />,
  truck: <TruckIcon />,
  users: <UsersIcon />,
  wallet: <WalletIcon />,
};

/**
 * The side menu: every console page whose route.ts gives it an entry (spec "Console side menu", plus Vehicles,
 * Delivery, Payments, Messages, Staff and Activity), in its order. Only pages the console has are offered.
 */
const MENU = routes
  .flatMap((route: PageRoute | RedirectRoute) =>
    isPage(route) && route.menu && Object.hasOwn(consolePages, route.id) ? [{ ...route, menu: route.menu }] : [],
  )
  .sort((a, b) => a.menu.order - b.menu.order);

/** Wide screens show the menu beside the page; narrower ones (a 1024 px laptop, a tablet) open it over the page. */
const WIDE = "(min-width: 1280px)";

async function signOut() {
  try {
    await call(consoleApi().auth.logout.post());
  } finally {
    location.assign(SIGN_IN_PATH);
  }
}

function useWideScreen() {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/** The console's frame: toolbar (title, menu toggle, Logout) and side menu; the sign-in page has none of it. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const shopName = useShopName();
  const viewer = useViewer();
  const [path] = useLocation();
  const wide = useWideScreen();
  // Toggled: the menu hidden on a wide screen, shown over the page on a narrow one.
  const [toggled, setToggled] = useState(false);
  // The pages before signing in (sign-in, password reset, sign-up) have no console frame.
  const signingIn = path === SIGN_IN_PATH || path.startsWith("/security/");

  useEffect(() => (signingIn ? undefined : keepSessionAlive()), [signingIn]);
  // A page chosen from the menu over the page closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page only
  useEffect(() => {
    if (!wide) setToggled(false);
  }, [path]);

  const alerts = useLiveAlerts(path, !signingIn);
  if (signingIn) return children;
  const menuShown = wide ? !toggled : toggled;
  // Shown only to those who may open it (the server answers 403 to the others).
  const entries = MENU.filter(
    (entry) => entry.guard === "public" || entry.guard === "staff" || can(viewer?.role, entry.guard),
  );

  return (
    <div className="min-h-screen bg-surface print:bg-white">
      <header className="sticky top-0 z-30 flex print:hidden h-14 items-center gap-2 border-line border-b bg-white px-2 sm:px-4">
        <button
          type="button"
          aria-label="Menu"
          aria-expanded={menuShown}
          aria-controls="console-menu"
          onClick={() => setToggled((value) => !value)}
          className="relative inline-flex size-10 items-center justify-center rounded-md text-steel hover:bg-surface"
        >
          <MenuIcon />
          {alerts.unseen > 0 && !menuShown ? (
            <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-brand-600" />
          ) : null}
        </button>
        <Link href={CONSOLE_HOME} className="hidden truncate font-bold text-brand-700 text-lg md:inline">
          {shopName}
        </Link>
        <span className="hidden rounded bg-surface px-2 py-0.5 font-medium text-muted text-xs lg:inline">Console</span>
        <ConsoleSearch />
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          {viewer ? (
            <span className="hidden text-muted text-sm 2xl:inline">
              {viewer.email} · {viewer.role === "ADMIN" ? "Admin" : "Staff"}
            </span>
          ) : null}
          <SoundToggle />
          <a
            href="/client/home"
            className="hidden items-center gap-1.5 rounded-md px-3 py-2 font-medium text-sm hover:bg-surface sm:inline-flex"
          >
            <StoreIcon />
            View shop
          </a>
          <button
            type="button"
            onClick={signOut}
            className="h-10 rounded-md border border-gray-400 px-4 font-medium text-sm hover:bg-surface"
          >
            Logout
          </button>
        </div>
      </header>
      <div className="flex">
        {menuShown && !wide ? (
          <button
            type="button"
            aria-label="Close the menu"
            tabIndex={-1}
            onClick={() => setToggled(false)}
            className="fixed inset-0 top-14 z-10 bg-ink/40"
          />
        ) : null}
        <nav
          id="console-menu"
          aria-label="Console"
          className={`print:hidden ${toggled ? "fixed top-14 bottom-0 left-0 z-20 w-64 shadow-xl xl:hidden" : "hidden xl:block"} shrink-0 border-line border-r bg-white xl:sticky xl:top-14 xl:h-[calc(100vh-3.5rem)] xl:w-56`}
        >
          <ul className="space-y-1 p-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={entry.path}
                  aria-current={path === entry.path ? "page" : undefined}
                  className="flex items-center gap-3 rounded-md px-3 py-2.5 font-medium text-steel hover:bg-surface aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {ICONS[entry.menu.icon]}
                  {entry.menu.label}
                  {entry.id === "dashboard" && alerts.unseen > 0 ? (
                    <span
                      className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 font-bold text-white text-xs"
                      data-testid="alert-badge"
                    >
                      {alerts.unseen}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-3 py-5 sm:px-4 2xl:px-6 print:p-0">
          {children}
        </main>
      </div>
      <AlertToast text={alerts.latest} />
    </div>
  );
}
