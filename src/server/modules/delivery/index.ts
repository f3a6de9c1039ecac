/** What other features may use of delivery: pricing a parcel as the customer chose, and the branches. */

export { hasBulky, type ParcelLine, parcelWeight } from "../../../shared/delivery-fee";
export {
  type Branch,
  type DeliveryQuote,
  type DeliverySettings,
  type DeliveryZone,
  deliveryQuote,
  quoteQuery,
} from "./model";
export { deliveryRoutes } from "./routes";
export {
  createDeliveryService,
  type DeliveryChoice,
  type DeliveryService,
  type PricedDelivery,
  readChoice,
} from "./service";
