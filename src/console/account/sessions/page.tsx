import type { PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { formatShopTime } from "../../../shared/shop-time";
import { browserOf } from "../../components/browser-name";
import { useConfirm } from "../../components/confirm-dialog";
import { SECONDARY_BUTTON } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";

/**
 * Every browser or device signed in to my account, with where it came from and when it was last seen; any of them,
 * or all but this one, signed out at once (a phone lost, a shared computer left signed in).
 */
export default function SessionsPage({ data }: PageProps<"sessions">) {
  const change = useListChange();
  const confirm = useConfirm();
  const others = data.sessions.filter((session) => !session.current);
  return (
    <>
      <h1 className="font-bold text-2xl">My sessions</h1>
      <p className="mt-1 text-muted text-sm">
        Each browser or device signed in to your account. Sign out any you do not know or no longer use.
      </p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {data.sessions.map((session) => (
          <li key={session.sessionId} className={`${CARD} flex flex-wrap items-start justify-between gap-3`}>
            <div className="min-w-0">
              <p className="font-semibold">
                {browserOf(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 rounded-full border border-green-300 bg-green-100 px-2 py-0.5 font-semibold text-green-900 text-xs">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="break-all font-mono text-muted text-xs">{session.address ?? "Address not recorded"}</p>
              <p className="mt-1 text-sm text-steel">
                Signed in {formatShopTime(session.startedAt)} · last seen {formatShopTime(session.lastSeenAt)}
                {session.rememberMe ? " · remembered" : ""}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className={SECONDARY_BUTTON}
                aria-label={`Sign out ${browserOf(session.userAgent)} last seen ${formatShopTime(session.lastSeenAt)}`}
                onClick={() =>
                  change(
                    () => call(consoleApi().auth.sessions({ sessionId: session.sessionId }).delete()),
                    "Signed out there.",
                  )
                }
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={`mt-4 ${SECONDARY_BUTTON}`}
          onClick={async () => {
            const yes = await confirm({
              title: "Sign Out Everywhere Else",
              message: `${others.length} other session${others.length === 1 ? "" : "s"} will be signed out at once.`,
              confirmLabel: "Sign out",
              danger: true,
            });
            if (yes) {
              await change(
                () => call(consoleApi().auth.sessions["sign-out-others"].post({})),
                "Signed out everywhere else.",
              );
            }
          }}
        >
          Sign out everywhere else
        </button>
      ) : (
        <p className="mt-4 text-muted text-sm">No other session is signed in.</p>
      )}
    </>
  );
}
