import { sha256 } from "../../secret-hash";
import { normalizeEmail } from "../input-rules";
import { readMobile } from "../mobile-number";

/**
 * What a limit counts a customer's contact under: the mobile in E.164 however it was written, or the e-mail,
 * hashed (the rate-limit table keeps no contact); undefined when nothing was typed.
 */
export function contactKey(contact: string): string | undefined {
  const typed = contact.trim();
  if (!typed) return undefined;
  const mobile = readMobile(typed).mobile;
  return sha256(mobile ?? (typed.includes("@") ? normalizeEmail(typed) : typed.toLowerCase()));
}
