import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Writes a secret file readable by its owner only. The mode is set again after writing: `mode` applies only when
 * the file is created, and an older copy may have been made readable by others.
 */
export function writeOwnerOnly(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}
