import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { ApiError, call } from "../../../shared/api-client";
import { notify, reportFailure } from "../../../shared/failures";
import { useShopName } from "../../../shared/page-router";
import { REDIRECT_PARAM, SIGN_IN_PATH, TWO_STEP_PATH } from "../../../shared/paths";
import { returnTo } from "../../../shared/return-to";
import { FORM_INCOMPLETE, SIGNED_IN_MESSAGE, signInMessage } from "../../../shared/sign-in-messages";
import { FIELD_CLASS } from "../../../ui/field-style";
import { consoleApi } from "../../session";
import { useSetViewer } from "../../viewer";
import { PasswordField } from "../password-field";

export default function SignInPage({ data }: PageProps<"sign-in">) {
  const shopName = useShopName();
  const search = useSearch();
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  // A failure of the form posted without JavaScript, shown until the next attempt.
  const [postedFailure, setPostedFailure] = useState(data.failure);
  // Before hydration the button stays enabled, so the form still posts (and signs in) without JavaScript.
  const [live, setLive] = useState(false);
  const [valid, setValid] = useState(false);
  const checkValidity = () => setValid(form.current?.checkValidity() ?? false);
  useEffect(() => {
    setLive(true);
    setValid(form.current?.checkValidity() ?? false);
  }, []);
  const emailId = useId();
  const rememberId = useId();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      reportFailure(FORM_INCOMPLETE);
      return;
    }
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    setPostedFailure(null);
    try {
      const answer = await call(
        consoleApi().auth.login.post({
          username: String(fields.get("username") ?? "").trim(),
          password: String(fields.get("password") ?? ""),
          rememberMe: fields.get("rememberMe") === "on",
        }),
        { quiet: true },
      );
      if ("secondStep" in answer) {
        // The ticket travels as an HttpOnly cookie; the page asks for the code (or sets the app up).
        const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
        const next = wanted ? `?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo(search) })}` : "";
        navigate(`${TWO_STEP_PATH}${next}`);
        return;
      }
      const user = answer;
      setViewer({ email: user.email, role: user.role });
      notify(SIGNED_IN_MESSAGE);
      navigate(returnTo(search), { replace: true });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, "");
      reportFailure(signInMessage(failure.status, failure.message, failure.retryAfter), failure.requestId);
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="text-center font-bold text-brand-700 text-lg">{shopName}</p>
        <form
          ref={form}
          method="post"
          action={SIGN_IN_PATH}
          onSubmit={signIn}
          onInput={checkValidity}
          className="mt-4 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <h1 className="font-bold text-2xl">Welcome to Back!</h1>
          <p className="mt-1 text-muted text-sm">Sign in to run the shop's catalog and orders.</p>
          {postedFailure ? (
            <p role="alert" className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-brand-800 text-sm">
              {postedFailure}
            </p>
          ) : null}
          {/* Only a checked path of this site travels on: the form must not carry a crafted target to the server. */}
          <input
            type="hidden"
            name={REDIRECT_PARAM}
            value={new URLSearchParams(search).get(REDIRECT_PARAM) ? returnTo(search) : ""}
          />
          <label htmlFor={emailId} className="mt-6 block font-medium text-sm">
            Email or Username
          </label>
          <input
            id={emailId}
            name="username"
            type="email"
            required
            maxLength={254}
            autoComplete="username"
            defaultValue={data.rememberedUsername}
            className={`mt-1 h-11 ${FIELD_CLASS}`}
          />
          <PasswordField label="Current Password" name="password" autoComplete="current-password" />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <input
                id={rememberId}
                name="rememberMe"
                type="checkbox"
                defaultChecked={data.rememberedUsername !== ""}
                className="size-4 accent-brand-600"
              />
              <label htmlFor={rememberId} className="text-sm">
                Remember me!
              </label>
            </div>
            <Link href="/security/forgot-password" className="font-medium text-brand-700 text-sm hover:underline">
              Forgot Password?
            </Link>
          </div>
          <button
            type="submit"
            disabled={live && (!valid || busy)}
            className="mt-6 h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? "Signing in…" : "Sign In Now"}
          </button>
        </form>
        <p className="mt-4 text-center text-muted text-sm">
          New to the team?{" "}
          <Link href="/security/sign-up" className="font-medium text-brand-700 hover:underline">
            Ask for a staff account
          </Link>
        </p>
      </div>
    </main>
  );
}
