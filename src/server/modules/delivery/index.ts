/** What other features may use of delivery: pricing a parcel as the customer chose, and the branches. */

export { hasBulky, type ParcelLine, parcelWeight } from "../../../shared/delivery-fee";
export type { Branch, DeliveryQuote } from "./model";
export { deliveryQuote, quoteQuery } from "./model";
export {
  createDeliveryService,
  type DeliveryChoice,
  type DeliveryService,
  type PricedDelivery,
  readChoice,
} from "./service";
