import { type FormEvent, Fragment, useEffect, useId, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { ApiError, call } from "../../../shared/api-client";
import { notify, reportFailure } from "../../../shared/failures";
import { useShopName } from "../../../shared/page-router";
import { REDIRECT_PARAM, SIGN_IN_PATH, TWO_STEP_PATH } from "../../../shared/paths";
import { returnTo } from "../../../shared/return-to";
import { SIGNED_IN_MESSAGE, secondStepMessage } from "../../../shared/sign-in-messages";
import { FIELD_CLASS } from "../../../ui/field-style";
import { consoleApi } from "../../session";
import { useSetViewer } from "../../viewer";
import { RecoveryCodes } from "../recovery-codes";

const CARD = "mt-4 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8";
const BUTTON =
  "mt-6 h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

/** The authenticator's key in groups of four, as apps ask it to be typed; a group never breaks across lines. */
const groupsOf = (secret: string) => secret.match(/.{1,4}/g) ?? [secret];

/**
 * A sign-in's second step, after the right password: the code of the staff member's authenticator app (or a
 * recovery code), or, the first time, setting the app up from a QR code. The form posts without JavaScript too.
 */
export default function TwoStepPage({ data }: PageProps<"two-step">) {
  const shopName = useShopName();
  const search = useSearch();
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  const [busy, setBusy] = useState(false);
  const [postedFailure, setPostedFailure] = useState(data.failure);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const codeId = useId();
  const hintId = useId();
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM) ? returnTo(search) : "";
  const enrolling = data.step === "enrol";

  async function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    setPostedFailure(null);
    try {
      const user = await call(consoleApi().auth["second-factor"].post({ code }), { quiet: true });
      setViewer({ email: user.email, role: user.role });
      if (user.recoveryCodes) {
        setRecoveryCodes(user.recoveryCodes);
        return;
      }
      notify(SIGNED_IN_MESSAGE);
      navigate(returnTo(search), { replace: true });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, "");
      reportFailure(secondStepMessage(failure.status, failure.message, failure.retryAfter), failure.requestId);
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <div className={CARD}>
        <h1 className="font-bold text-2xl">Two-step sign-in is on</h1>
        <p className="mt-2 text-sm text-steel">
          If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe
          (printed, or in a password manager): they are shown only now.
        </p>
        <RecoveryCodes codes={recoveryCodes} />
        <button type="button" className={BUTTON} onClick={() => navigate(returnTo(search), { replace: true })}>
          I have saved them — continue
        </button>
      </div>
    );
  } else if (!data.step) {
    body = (
      <div className={CARD}>
        <h1 className="font-bold text-2xl">Sign in again</h1>
        <p className="mt-2 text-sm text-steel">
          That sign-in has timed out (the code must follow the password within 5 minutes).
        </p>
        <Link
          href={wanted ? `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}` : SIGN_IN_PATH}
          className={`${BUTTON} flex items-center justify-center`}
        >
          Back to sign-in
        </Link>
      </div>
    );
  } else {
    body = (
      <form method="post" action={TWO_STEP_PATH} onSubmit={finish} className={CARD}>
        <h1 className="font-bold text-2xl">{enrolling ? "Set up two-step sign-in" : "Two-step sign-in"}</h1>
        {postedFailure ? (
          <p role="alert" className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-brand-800 text-sm">
            {postedFailure}
          </p>
        ) : null}
        {enrolling && data.enrolment ? (
          <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm text-steel">
            <li>
              Your {shopName} account signs in with a code from your phone as well as your password. Install an
              authenticator app if you have none (Google Authenticator, Microsoft Authenticator or 2FAS).
            </li>
            <li>
              Scan this QR code with the app,{" "}
              <a href={data.enrolment.uri} className="font-medium text-brand-700 underline">
                or open it in the app on this phone
              </a>
              .
              <span
                role="img"
                aria-label="QR code for your authenticator app"
                className="mx-auto mt-3 block size-48 [&>svg]:size-full"
                // The SVG is made on the server by the qrcode library from the secret: paths only, no text.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made QR code, see above
                dangerouslySetInnerHTML={{ __html: data.enrolment.qrSvg }}
              />
              <span className="mt-2 block">Or type this key into the app:</span>
              <code className="mt-1 block break-all rounded-md bg-surface px-3 py-2 font-mono text-ink text-sm">
                {groupsOf(data.enrolment.secret).map((group, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups of one key, in order, never reordered
                  <Fragment key={index}>
                    {index > 0 ? " " : null}
                    <span className="whitespace-nowrap">{group}</span>
                  </Fragment>
                ))}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
        ) : (
          <p className="mt-1 text-muted text-sm">Enter the 6-digit code your authenticator app shows for {shopName}.</p>
        )}
        <input type="hidden" name={REDIRECT_PARAM} value={wanted} />
        <label htmlFor={codeId} className="mt-6 block font-medium text-sm">
          {enrolling ? "Code from the app" : "Code"}
        </label>
        <input
          id={codeId}
          name="code"
          required
          maxLength={40}
          autoComplete="one-time-code"
          inputMode={enrolling ? "numeric" : undefined}
          aria-describedby={enrolling ? undefined : hintId}
          className={`mt-1 h-11 font-mono tracking-widest ${FIELD_CLASS}`}
        />
        {enrolling ? null : (
          <p id={hintId} className="mt-1 text-muted text-xs">
            Lost your phone? Enter one of your recovery codes instead.
          </p>
        )}
        <button type="submit" disabled={live && busy} className={BUTTON}>
          {busy ? "Checking…" : enrolling ? "Turn on and sign in" : "Sign In"}
        </button>
      </form>
    );
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="text-center font-bold text-brand-700 text-lg">{shopName}</p>
        {body}
      </div>
    </main>
  );
}
