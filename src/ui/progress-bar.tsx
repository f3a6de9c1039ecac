import { useSnapshot } from "valtio";
import { requestActivity } from "../shared/request-activity";
import { useNavigationPending } from "../shared/transition-location";

/** A thin bar across the top while the next page or a request loads; the current page stays until it is ready. */
export function ProgressBar() {
  const { inFlight } = useSnapshot(requestActivity);
  const pending = useNavigationPending() || inFlight > 0;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      aria-hidden={!pending}
      data-pending={pending ? "true" : undefined}
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600 transition-transform duration-700 ease-out ${pending ? "scale-x-75" : "scale-x-0 duration-0"}`}
    />
  );
}
