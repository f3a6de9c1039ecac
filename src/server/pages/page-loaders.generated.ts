// Written by scripts/generate-pages.ts from the page folders: do not edit by hand.
import { loader as sessions } from "../../console/account/sessions/loader.server";
import { loader as signIn } from "../../console/account/sign-in/loader.server";
import { loader as twoStep } from "../../console/account/two-step/loader.server";
import { loader as twoStepSettings } from "../../console/account/two-step-settings/loader.server";
import { loader as activity } from "../../console/activity/activity/loader.server";
import { loader as brandList } from "../../console/catalog/brand-list/loader.server";
import { loader as categoryList } from "../../console/catalog/category-list/loader.server";
import { loader as lowStock } from "../../console/catalog/low-stock/loader.server";
import { loader as productImport } from "../../console/catalog/product-import/loader.server";
import { loader as productsList } from "../../console/catalog/products-list/loader.server";
import { loader as searchWords } from "../../console/catalog/search-words/loader.server";
import { loader as subCategoryList } from "../../console/catalog/sub-category-list/loader.server";
import { loader as delivery } from "../../console/delivery/delivery/loader.server";
import { loader as messages } from "../../console/messages/messages/loader.server";
import { loader as dashboard } from "../../console/orders/dashboard/loader.server";
import { loader as packingSlip } from "../../console/orders/packing-slip/loader.server";
import { loader as payments } from "../../console/payments/payments/loader.server";
import { loader as staff } from "../../console/staff/staff/loader.server";
import { loader as vehicleList } from "../../console/vehicles/vehicle-list/loader.server";
import { loader as cart } from "../../storefront/pages/cart/loader.server";
import { loader as checkout } from "../../storefront/pages/checkout/loader.server";
import { loader as clientNotFound } from "../../storefront/pages/client-not-found/loader.server";
import { loader as contact } from "../../storefront/pages/contact/loader.server";
import { loader as content } from "../../storefront/pages/content/loader.server";
import { loader as home } from "../../storefront/pages/home/loader.server";
import { loader as newsletterConfirm } from "../../storefront/pages/newsletter-confirm/loader.server";
import { loader as orderPlaced } from "../../storefront/pages/order-placed/loader.server";
import { loader as product } from "../../storefront/pages/product/loader.server";
import { loader as store } from "../../storefront/pages/store/loader.server";
import { loader as trackOrder } from "../../storefront/pages/track-order/loader.server";
import { loader as vehicleParts } from "../../storefront/pages/vehicle-parts/loader.server";
import { loader as vehicles } from "../../storefront/pages/vehicles/loader.server";

/** The server side of every page that has data, keyed by its route id. */
export const pageLoaders = {
  activity,
  "brand-list": brandList,
  cart,
  "category-list": categoryList,
  checkout,
  "client-not-found": clientNotFound,
  contact,
  content,
  dashboard,
  delivery,
  home,
  "low-stock": lowStock,
  messages,
  "newsletter-confirm": newsletterConfirm,
  "order-placed": orderPlaced,
  "packing-slip": packingSlip,
  payments,
  product,
  "product-import": productImport,
  "products-list": productsList,
  "search-words": searchWords,
  sessions,
  "sign-in": signIn,
  staff,
  store,
  "sub-category-list": subCategoryList,
  "track-order": trackOrder,
  "two-step": twoStep,
  "two-step-settings": twoStepSettings,
  "vehicle-list": vehicleList,
  "vehicle-parts": vehicleParts,
  vehicles,
};
