// Written by scripts/generate-pages.ts from the page folders: do not edit by hand.
import { route as forgotPassword } from "../console/account/forgot-password/route";
import { route as sessions } from "../console/account/sessions/route";
import { route as signIn } from "../console/account/sign-in/route";
import { route as signUp } from "../console/account/sign-up/route";
import { route as twoStep } from "../console/account/two-step/route";
import { route as twoStepSettings } from "../console/account/two-step-settings/route";
import { route as activity } from "../console/activity/activity/route";
import { route as brandList } from "../console/catalog/brand-list/route";
import { route as categoryList } from "../console/catalog/category-list/route";
import { route as lowStock } from "../console/catalog/low-stock/route";
import { route as productImport } from "../console/catalog/product-import/route";
import { route as productsList } from "../console/catalog/products-list/route";
import { route as searchWords } from "../console/catalog/search-words/route";
import { route as subCategoryList } from "../console/catalog/sub-category-list/route";
import { route as delivery } from "../console/delivery/delivery/route";
import { route as messages } from "../console/messages/messages/route";
import { route as dashboard } from "../console/orders/dashboard/route";
import { route as packingSlip } from "../console/orders/packing-slip/route";
import { route as payments } from "../console/payments/payments/route";
import { route as staff } from "../console/staff/staff/route";
import { route as vehicleList } from "../console/vehicles/vehicle-list/route";
import { route as about } from "../storefront/pages/about/route";
import { route as cart } from "../storefront/pages/cart/route";
import { route as checkout } from "../storefront/pages/checkout/route";
import { route as clientNotFound } from "../storefront/pages/client-not-found/route";
import { route as contact } from "../storefront/pages/contact/route";
import { route as content } from "../storefront/pages/content/route";
import { route as home } from "../storefront/pages/home/route";
import { route as newsletterConfirm } from "../storefront/pages/newsletter-confirm/route";
import { route as orderPlaced } from "../storefront/pages/order-placed/route";
import { route as product } from "../storefront/pages/product/route";
import { route as store } from "../storefront/pages/store/route";
import { route as testimonials } from "../storefront/pages/testimonials/route";
import { route as trackOrder } from "../storefront/pages/track-order/route";
import { route as vehicleParts } from "../storefront/pages/vehicle-parts/route";
import { route as vehicles } from "../storefront/pages/vehicles/route";

/** Every page, the most specific path first (static segments before parameters, parameters before `*`). */
export const pageRoutes = [
  signIn,
  about,
  cart,
  checkout,
  contact,
  home,
  newsletterConfirm,
  store,
  testimonials,
  vehicles,
  activity,
  brandList,
  categoryList,
  dashboard,
  delivery,
  lowStock,
  messages,
  payments,
  productsList,
  searchWords,
  sessions,
  staff,
  subCategoryList,
  twoStepSettings,
  vehicleList,
  forgotPassword,
  signUp,
  twoStep,
  trackOrder,
  productImport,
  orderPlaced,
  product,
  packingSlip,
  vehicleParts,
  content,
  clientNotFound,
] as const;
