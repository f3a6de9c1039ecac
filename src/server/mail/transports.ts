import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { MailTransport } from "./sender";

/**
 * How e-mail leaves the store: over SMTP when SMTP_URL is set; in development without it, printed on the
 * console of whoever runs the store so flows such as a password reset can be followed (never in the JSON log);
 * in production without it, nowhere — messages wait in the outbox.
 */
export function mailTransport(
  config: Pick<Config, "smtpUrl" | "production">,
  print: (text: string) => void = (text) => console.error(text),
): MailTransport | undefined {
  if (config.smtpUrl) return nodemailer.createTransport(config.smtpUrl);
  if (config.production) return undefined;
  return {
    async sendMail(message) {
      print(
        `\n--- e-mail (development: SMTP_URL is not set) ---\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n---\n`,
      );
    },
  };
}
