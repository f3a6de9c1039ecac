import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { ApiError, call } from "../../../shared/api-client";
import { MIN_PASSWORD_LENGTH } from "../../../shared/password-rules";
import { SIGN_IN_PATH } from "../../../shared/paths";
import { useProofOfWork } from "../../../shared/use-proof-of-work";
import { FIELD_CLASS } from "../../../ui/field-style";
import { consoleApi } from "../../session";
import { AuthCard, LINK_CLASS, SUBMIT_CLASS } from "../auth-card";
import { PasswordField } from "../password-field";

const INPUT = `mt-1 h-11 ${FIELD_CLASS}`;

/** Sign-up: a new staff member asks for an account; it stays pending until an admin activates it (docs/decisions/021-staff-sign-up.md). */
export default function SignUpPage() {
  const proofOfWork = useProofOfWork();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const ids = { first: useId(), last: useId(), email: useId() };

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    try {
      const account = await call(
        consoleApi().users.register.post(
          {
            firstName: text("firstName"),
            lastName: text("lastName"),
            email: text("email"),
            password: String(form.get("password") ?? ""),
          },
          { headers: await proofOfWork.headers() },
        ),
      );
      setCreated(account.email);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setBusy(false);
    }
  }

  if (created) {
    return (
      <AuthCard>
        <h1 className="font-bold text-2xl">Account requested</h1>
        <p role="status" className="mt-3 text-steel">
          Thank you. An admin must activate the account for <strong>{created}</strong> before you can sign in; we have
          e-mailed that address about it.
        </p>
        <Link href={SIGN_IN_PATH} className={`mt-6 inline-block ${LINK_CLASS}`}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      footer={
        <>
          Already have an account?{" "}
          <Link href={SIGN_IN_PATH} className={LINK_CLASS}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={signUp} onFocus={proofOfWork.begin}>
        <h1 className="font-bold text-2xl">Ask for a staff account</h1>
        <p className="mt-1 text-muted text-sm">An admin activates new accounts before they can sign in.</p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={ids.first} className="block font-medium text-sm">
              First name
            </label>
            <input
              id={ids.first}
              name="firstName"
              required
              maxLength={100}
              autoComplete="given-name"
              className={INPUT}
            />
          </div>
          <div>
            <label htmlFor={ids.last} className="block font-medium text-sm">
              Last name
            </label>
            <input id={ids.last} name="lastName" maxLength={100} autoComplete="family-name" className={INPUT} />
          </div>
        </div>
        <label htmlFor={ids.email} className="mt-4 block font-medium text-sm">
          Email
        </label>
        <input
          id={ids.email}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={INPUT}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <button type="submit" disabled={busy} className={SUBMIT_CLASS}>
          {busy ? "Sending…" : "Create account"}
        </button>
      </form>
    </AuthCard>
  );
}
