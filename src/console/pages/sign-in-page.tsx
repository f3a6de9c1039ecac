import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearch } from "wouter";
import { ApiError, call } from "../../shared/api-client";
import { useShopName } from "../../shared/page-router";
import { returnTo } from "../return-to";
import { consoleApi } from "../session";

export default function SignInPage() {
  const shopName = useShopName();
  const search = useSearch();
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the page is live the form cannot sign anyone in: keep it from posting the password anywhere.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const emailId = useId();
  const passwordId = useId();
  const rememberId = useId();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      await call(
        consoleApi().auth.login.post({
          username: String(form.get("username") ?? ""),
          password: String(form.get("password") ?? ""),
          rememberMe: form.get("rememberMe") === "on",
        }),
        { quiet: true },
      );
      location.assign(returnTo(search));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "Could not sign in. Please try again.");
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4">
      <form onSubmit={signIn} className="w-full max-w-sm rounded-xl border border-line bg-white p-8 shadow-sm">
        <p className="font-semibold text-brand-600 text-sm">{shopName}</p>
        <h1 className="mt-1 font-bold text-2xl">Welcome to Back!</h1>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-brand-800 text-sm">
            {problem}
          </p>
        ) : null}
        <label htmlFor={emailId} className="mt-6 block font-medium text-sm">
          Email or Username
        </label>
        <input
          id={emailId}
          name="username"
          type="email"
          required
          autoComplete="username"
          className="mt-1 w-full rounded-md border border-line px-3 py-2"
        />
        <label htmlFor={passwordId} className="mt-4 block font-medium text-sm">
          Current Password
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={passwordId}
            name="password"
            type={showPassword ? "text" : "password"}
            required
            autoComplete="current-password"
            className="w-full rounded-md border border-line px-3 py-2"
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            className="rounded-md border border-line px-3 text-sm"
          >
            {showPassword ? "Hide" : "Show"}
          </button>
        </div>
        <div className="mt-4 flex items-center gap-2">
          <input id={rememberId} name="rememberMe" type="checkbox" className="size-4 accent-brand-600" />
          <label htmlFor={rememberId} className="text-sm">
            Remember me
          </label>
        </div>
        <button
          type="submit"
          disabled={!live || busy}
          className="mt-6 w-full rounded-md bg-brand-600 py-2 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Signing in…" : "Sign In Now"}
        </button>
      </form>
    </main>
  );
}
