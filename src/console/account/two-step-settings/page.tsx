import { useId, useState } from "react";
import type { PageProps } from "../../../server/api-types";
import { ApiError, call } from "../../../shared/api-client";
import { notify } from "../../../shared/failures";
import { formatShopTime } from "../../../shared/shop-time";
import { useConfirm } from "../../components/confirm-dialog";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { RecoveryCodes } from "../recovery-codes";

const CARD = "mt-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6";

/**
 * My two-step sign-in: on since when, recovery codes left and new ones made (the old stop working); for admins,
 * whether staff accounts must use it too.
 */
export default function TwoStepSettingsPage({ data }: PageProps<"two-step-settings">) {
  const confirm = useConfirm();
  const change = useListChange();
  const [codes, setCodes] = useState<string[] | null>(null);
  const staffRuleId = useId();
  const status = data.status;
  if (!status) return null;

  async function newCodes() {
    const yes = await confirm({
      title: "Make New Recovery Codes",
      message: "Your present recovery codes stop working at once.",
      confirmLabel: "Make new codes",
    });
    if (!yes) return;
    try {
      const made = await call(consoleApi().auth["second-factor"]["recovery-codes"].post({}));
      setCodes(made.recoveryCodes);
      notify("New recovery codes: the old ones no longer work.");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  return (
    <>
      <h1 className="font-bold text-2xl">Two-step sign-in</h1>
      <p className="mt-1 text-muted text-sm">
        After your password, sign-in asks for the code your authenticator app shows, so a stolen password alone cannot
        open the console.
      </p>
      <section className={CARD} aria-label="Your account">
        {status.enabled ? (
          <>
            <p className="font-semibold">
              On since {status.enabledAt ? formatShopTime(status.enabledAt) : "—"}
              <span className="ml-2 rounded-full border border-green-300 bg-green-100 px-2 py-0.5 font-semibold text-green-900 text-xs">
                On
              </span>
            </p>
            <p className="mt-1 text-sm text-steel">
              {status.recoveryCodesLeft} of 10 recovery codes left. Each signs you in once if you lose your phone.
            </p>
            {codes ? (
              <>
                <p className="mt-3 text-sm text-steel">Keep these somewhere safe: they are shown only now.</p>
                <RecoveryCodes codes={codes} />
              </>
            ) : (
              <button type="button" className={`mt-3 ${SECONDARY_BUTTON}`} onClick={newCodes}>
                Make new recovery codes
              </button>
            )}
            <p className="mt-3 text-muted text-xs">
              Lost your phone? Sign in with a recovery code, or ask another admin to reset your two-step sign-in.
            </p>
          </>
        ) : (
          <p className="text-sm text-steel">
            {status.required
              ? "Two-step sign-in is required for your account: you will set it up at your next sign-in."
              : "Two-step sign-in is off for your account: staff accounts use it when an admin requires it."}
          </p>
        )}
      </section>
      {data.policy ? (
        <form
          className={CARD}
          aria-label="Rule for staff"
          onSubmit={(event) => {
            event.preventDefault();
            const requiredForStaff = new FormData(event.currentTarget).get("requiredForStaff") === "on";
            void change(
              () => call(consoleApi().users["second-factor-policy"].put({ requiredForStaff })),
              requiredForStaff ? "Staff will set up two-step sign-in at their next sign-in." : "Saved.",
            );
          }}
        >
          <h2 className="font-semibold">Rule for staff</h2>
          <p className="mt-1 text-sm text-steel">Admins always sign in in two steps.</p>
          <div className="mt-3 flex items-center gap-2">
            <input
              id={staffRuleId}
              name="requiredForStaff"
              type="checkbox"
              defaultChecked={data.policy.requiredForStaff}
              className="size-4 accent-brand-600"
            />
            <label htmlFor={staffRuleId} className="text-sm">
              Staff accounts must use two-step sign-in too
            </label>
          </div>
          <button type="submit" className={`mt-4 ${PRIMARY_BUTTON}`}>
            Save
          </button>
        </form>
      ) : null}
    </>
  );
}
