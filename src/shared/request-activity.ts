import { proxy } from "valtio";

/** How many API requests the browser app is waiting for: the progress bar shows while any are. Browser-only. */
export const requestActivity = proxy({ inFlight: 0 });

/** Counts a request while it runs. */
export async function tracked<T>(request: Promise<T>): Promise<T> {
  requestActivity.inFlight++;
  try {
    return await request;
  } finally {
    requestActivity.inFlight--;
  }
}
