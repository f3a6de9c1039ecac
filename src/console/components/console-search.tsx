import { useCombobox } from "downshift";
import { Fragment, useState } from "react";
import { useLocation } from "wouter";
import type { ConsoleSearchAnswer } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { listUrl } from "../../shared/list-query";
import { formatRupees } from "../../shared/money";
import { ordersUrl } from "../../shared/order-query";
import { displayPhone } from "../../shared/phone-display";
import { FIELD_CLASS } from "../../ui/field-style";
import { list as productsList } from "../catalog/products-list/route";
import { statusLabel } from "../orders/order-status-badge";
import { consoleApi } from "../session";
import { useServerSearch } from "./use-server-search";

type Result =
  | { group: "Orders"; key: string; name: string; detail: string; href: string }
  | { group: "Products"; key: string; name: string; detail: string; href: string }
  | { group: "Customers"; key: string; name: string; detail: string; href: string };

/** The answer as one list in its groups' order, each result with where it leads. */
function resultsOf(answer: ConsoleSearchAnswer): Result[] {
  return [
    ...answer.orders.map((order) => ({
      group: "Orders" as const,
      key: `order:${order.orderId}`,
      name: order.orderId,
      detail: `${order.customerFullName} · ${statusLabel(order.orderStatus)} · ${formatRupees(order.totalAmount)}`,
      href: ordersUrl({ q: order.orderId }),
    })),
    ...answer.products.map((product) => ({
      group: "Products" as const,
      key: `product:${product.productId}`,
      name: product.productName,
      detail: `${product.code ?? "no part code"} · ${product.qty} in stock`,
      href: listUrl(productsList, { q: product.code ?? product.productName }),
    })),
    ...answer.customers.map((customer) => ({
      group: "Customers" as const,
      key: `customer:${customer.mobile}`,
      name: customer.name,
      detail: `${displayPhone(customer.mobile)} · ${customer.orders} ${customer.orders === 1 ? "order" : "orders"}`,
      href: ordersUrl({ q: customer.mobile.replace(/^\+94/, "0") }),
    })),
  ];
}

/**
 * The console's one search box: orders (number, phone, name, address), products (name, part code) and customers,
 * grouped; arrow keys move through them, Enter opens one.
 */
export function ConsoleSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const { results, searched, clear } = useServerSearch(
    text,
    (typed) => call(consoleApi()["console-search"].get({ query: { q: typed } }), { quiet: true }).then(resultsOf),
    2,
  );

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Result>({
    items: results,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => item?.name ?? "",
    itemToKey: (item) => item?.key,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setText("");
      clear();
      navigate(selectedItem.href);
    },
  });
  const typed = text.trim();
  const nothing = isOpen && typed.length >= 2 && searched === typed && results.length === 0;

  return (
    <div className="relative min-w-0 flex-1 sm:max-w-md">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the input's htmlFor */}
      <label {...getLabelProps()} className="sr-only">
        Find orders, parts and customers
      </label>
      <input
        {...getInputProps({ placeholder: "Find orders, parts…" })}
        type="search"
        maxLength={100}
        className={`h-10 ${FIELD_CLASS}`}
      />
      <ul
        {...getMenuProps()}
        className={`absolute right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-auto rounded-md border border-line bg-white py-1 shadow-lg sm:w-[28rem] ${isOpen && (results.length > 0 || nothing) ? "" : "hidden"}`}
      >
        {isOpen
          ? results.map((result, index) => (
              <Fragment key={result.key}>
                {index === 0 || results[index - 1]?.group !== result.group ? (
                  <li
                    role="presentation"
                    className="px-3 pt-2 pb-1 font-semibold text-muted text-xs uppercase tracking-wide"
                  >
                    {result.group}
                  </li>
                ) : null}
                <li
                  {...getItemProps({ item: result, index })}
                  className={`cursor-pointer px-3 py-1.5 ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : ""}`}
                >
                  <span className={result.group === "Orders" ? "font-mono text-sm" : ""}>{result.name}</span>
                  <span className="block text-muted text-xs">{result.detail}</span>
                </li>
              </Fragment>
            ))
          : null}
        {nothing ? (
          <li role="presentation" className="px-3 py-2 text-muted text-sm">{`Nothing matches "${typed}".`}</li>
        ) : null}
      </ul>
    </div>
  );
}
