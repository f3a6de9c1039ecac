import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { ApiError, call } from "../../../shared/api-client";
import { notify, reportFailure } from "../../../shared/failures";
import { MIN_PASSWORD_LENGTH } from "../../../shared/password-rules";
import { SIGN_IN_PATH } from "../../../shared/paths";
import { useProofOfWork } from "../../../shared/use-proof-of-work";
import { FIELD_CLASS } from "../../../ui/field-style";
import { consoleApi } from "../../session";
import { AuthCard, LINK_CLASS, SUBMIT_CLASS } from "../auth-card";
import { PasswordField } from "../password-field";

type Step = "email" | "code" | "password" | "done";

const STEP_TEXT: Record<Step, string> = {
  email: "Enter your e-mail and we will send you a code to reset your password.",
  code: "Enter the code we sent to your e-mail.",
  password: "Choose a new password.",
  done: "Your password is changed. Sign in with your new password.",
};

/** Forgot password: e-mail → code → new password (the API's reset flow; the code arrives by e-mail). */
export default function ForgotPasswordPage() {
  const proofOfWork = useProofOfWork();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), code: useId() };
  const users = () => consoleApi().users;

  /** Runs one step's call; on success moves on. A failure is shown by the snack bar and the step stays. */
  async function run(work: () => Promise<unknown>, next: Step) {
    setBusy(true);
    try {
      await work();
      setStep(next);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (step === "email") {
      void run(
        async () =>
          call(users()["forgot-password-verify"].post({}, { query: { email }, headers: await proofOfWork.headers() })),
        "code",
      );
    } else if (step === "code") {
      void run(() => call(users()["verify-reset"].post({}, { query: { email, code } })), "password");
    } else if (step === "password") {
      const password = String(form.get("password") ?? "");
      if (password !== form.get("confirm")) {
        reportFailure("The two passwords are not the same.");
        return;
      }
      void run(() => call(users()["reset-password"].post({ password }, { query: { email, code } })), "done");
    }
  }

  async function resend() {
    try {
      await call(users().resend.post({}, { query: { email } }));
      notify("A new code is on its way.");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  return (
    <AuthCard
      footer={
        <Link href={SIGN_IN_PATH} className={LINK_CLASS}>
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={submit} onFocus={proofOfWork.begin}>
        <h1 className="font-bold text-2xl">Reset your password</h1>
        <p role="status" className="mt-1 text-muted text-sm">
          {STEP_TEXT[step]}
        </p>
        {step === "email" ? (
          <>
            <label htmlFor={ids.email} className="mt-6 block font-medium text-sm">
              Email
            </label>
            <input
              id={ids.email}
              type="email"
              required
              maxLength={254}
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value.trim())}
              className={`mt-1 h-11 ${FIELD_CLASS}`}
            />
          </>
        ) : null}
        {step === "code" ? (
          <>
            <label htmlFor={ids.code} className="mt-6 block font-medium text-sm">
              Code
            </label>
            <input
              id={ids.code}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              className={`mt-1 h-11 font-mono tracking-widest ${FIELD_CLASS}`}
            />
            <button type="button" onClick={resend} className={`mt-2 text-sm ${LINK_CLASS}`}>
              Send a new code
            </button>
          </>
        ) : null}
        {step === "password" ? (
          <>
            <PasswordField
              label="New Password"
              name="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            />
            <PasswordField label="Confirm Password" name="confirm" autoComplete="new-password" />
          </>
        ) : null}
        {step === "done" ? (
          <Link href={SIGN_IN_PATH} className={`${SUBMIT_CLASS} inline-flex items-center justify-center`}>
            Sign In Now
          </Link>
        ) : (
          <button type="submit" disabled={busy} className={SUBMIT_CLASS}>
            {busy
              ? "Please wait…"
              : step === "email"
                ? "Send code"
                : step === "code"
                  ? "Verify code"
                  : "Change password"}
          </button>
        )}
      </form>
    </AuthCard>
  );
}
