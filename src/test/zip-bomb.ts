import { zipSync } from "fflate";

/** A ZIP whose one entry claims `claimed` bytes but inflates to `real` (a zip bomb): its headers rewritten. */
export function zipBomb(name: string, real: number, claimed = 1_000): Uint8Array {
  const zip = zipSync({ [name]: new Uint8Array(real) }, { level: 9 });
  const view = new DataView(zip.buffer);
  view.setUint32(22, claimed, true); // the local header's size
  for (let at = zip.length - 22; at > 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, claimed, true); // the directory's size
      break;
    }
  }
  return zip;
}
