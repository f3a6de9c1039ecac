import { useEffect, useRef, useState } from "react";
import type { Product, Vehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { consoleApi } from "../session";

/**
 * A product as the API has it now, with the vehicles it fits, for a dialog that edits it; null while loading (and for
 * no product). When it cannot be loaded (deleted meanwhile: the snack bar says so) `onGone` closes the dialog.
 */
export function useProductToEdit(productId: number | null, onGone: () => void) {
  const [loaded, setLoaded] = useState<{ product: Product; fits: Vehicle[] } | null>(null);
  const gone = useRef(onGone);
  gone.current = onGone;
  useEffect(() => {
    if (productId === null) return;
    let current = true;
    const api = consoleApi();
    Promise.all([
      call(api.products["get-product-by-id"]({ id: productId }).get()),
      call(api.vehicles["product-fitments"]({ id: productId }).get()),
    ]).then(
      ([product, fits]) => current && setLoaded({ product, fits }),
      () => current && gone.current(),
    );
    return () => {
      current = false;
    };
  }, [productId]);
  return loaded;
}
