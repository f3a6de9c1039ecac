import { useId, useState } from "react";
import { useShopName } from "../../shared/page-router";

export default function SignInPage() {
  const shopName = useShopName();
  const [showPassword, setShowPassword] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4">
      <form method="post" className="w-full max-w-sm rounded-xl border border-line bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold text-brand-600">{shopName}</p>
        <h1 className="mt-1 text-2xl font-bold">Welcome to Back!</h1>
        <label htmlFor={emailId} className="mt-6 block text-sm font-medium">
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
        <label htmlFor={passwordId} className="mt-4 block text-sm font-medium">
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
            onClick={() => setShowPassword((v) => !v)}
            className="rounded-md border border-line px-3 text-sm"
          >
            {showPassword ? "Hide" : "Show"}
          </button>
        </div>
        <button type="submit" className="mt-6 w-full rounded-md bg-brand-600 py-2 font-semibold text-white">
          Sign In Now
        </button>
      </form>
    </main>
  );
}
