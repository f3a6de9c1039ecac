import type { PDFFont } from "pdf-lib";
import { deliveryDescription, deliveryFeeText } from "../../../shared/delivery-text";
import { formatRupees } from "../../../shared/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../../../shared/payment-status";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { formatShopDate } from "../../../shared/shop-time";
import { AppError } from "../../http/app-error";
import { escapeHtml } from "../../http/escape-html";
import type { OrderDetail } from "./model";

/** An order's invoice, or 409 while it has no number yet (given when paid; cash on delivery: when placed). */
export function invoiceFor(order: OrderDetail, shopName: string): Invoice {
  if (!order.payment.invoiceNumber) {
    throw new AppError(409, `Order ${order.orderId} has no invoice yet: it gets one when it is paid.`);
  }
  const paid = order.payment.status === "PAID" || order.payment.status === "REFUNDED";
  return { shopName, number: order.payment.invoiceNumber, paid, order };
}

/** What an invoice (or, once paid, a receipt) says: the shop, the customer, the lines, delivery, total, payment. */
export interface Invoice {
  shopName: string;
  number: string;
  paid: boolean;
  order: OrderDetail;
}

const title = (invoice: Invoice) => (invoice.paid ? "Receipt" : "Invoice");
const paymentLine = (order: OrderDetail) =>
  `${PAYMENT_METHOD_LABELS[order.payment.method]} · ${PAYMENT_STATUS_LABELS[order.payment.status]}`;

/** The invoice's rows of label and amount under the lines. */
function totals(order: OrderDetail): [string, string][] {
  const rows: [string, string][] = [["Items", formatRupees(order.itemsTotal, "LKR")]];
  rows.push([deliveryDescription(order.delivery), deliveryFeeText(order.delivery, "LKR")]);
  if (order.payment.codFee > 0) rows.push(["Cash on delivery fee", formatRupees(order.payment.codFee, "LKR")]);
  rows.push(["Total", formatRupees(order.totalAmount, "LKR")]);
  if (order.payment.refunded > 0) rows.push(["Refunded", formatRupees(order.payment.refunded, "LKR")]);
  return rows;
}

/**
 * The standard PDF fonts speak WinAnsi only: a name written in Sinhala or Tamil would stop the PDF, so such
 * characters print as "?" there (the printable HTML version shows them as written).
 */
const winAnsi = (font: PDFFont, text: string) =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");

/** The invoice as a one-or-more-page A4 PDF (pdf-lib, standard Helvetica; loaded on the first invoice, not at start). */
export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title(invoice)} ${invoice.number}`);
  pdf.setProducer(invoice.shopName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 50;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const grey = rgb(0.35, 0.38, 0.42);

  const write = (text: string, x: number, size = 10, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(winAnsi(font, text), { x, y, size, font, color });
  const right = (text: string, x: number, size = 10, font = regular) => {
    const safe = winAnsi(font, text);
    page.drawText(safe, { x: x - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  const next = (gap = 14) => {
    y -= gap;
    if (y < margin + 40) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };

  const { order } = invoice;
  write(invoice.shopName, margin, 18, bold);
  right(`${title(invoice)} ${invoice.number}`, width - margin, 14, bold);
  next(18);
  for (const line of SHOP_CONTACT.addressLines) {
    write(line, margin, 9, regular, grey);
    next(12);
  }
  write(`${SHOP_CONTACT.phone} · ${SHOP_CONTACT.email}`, margin, 9, regular, grey);
  next(28);

  write("Bill to", margin, 9, bold, grey);
  write("Order", 330, 9, bold, grey);
  next(13);
  write(order.customerFullName, margin);
  write(`${order.orderId}, ${formatShopDate(order.orderPlacedDate)}`, 330);
  next(13);
  for (const line of order.customerAddress.split(/\n/).slice(0, 3)) {
    write(line.slice(0, 60), margin);
    next(13);
  }
  write(order.customerPrimaryMobile, margin);
  write(paymentLine(order), 330);
  next(28);

  write("Part", margin, 9, bold, grey);
  right("Qty", 380, 9, bold);
  right("Unit price", 465, 9, bold);
  right("Amount", width - margin, 9, bold);
  next(6);
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: grey });
  next(12);
  for (const item of order.orderItems) {
    write(`${item.productName.slice(0, 55)}${item.code ? ` (${item.code})` : ""}`, margin);
    right(String(item.quantity), 380);
    right(formatRupees(item.unitPrice, "LKR"), 465);
    right(formatRupees(item.lineTotal, "LKR"), width - margin);
    next();
  }
  next(4);
  page.drawLine({ start: { x: margin, y: y + 8 }, end: { x: width - margin, y: y + 8 }, thickness: 0.5, color: grey });
  for (const [label, amount] of totals(order)) {
    const strong = label === "Total";
    write(label.slice(0, 70), margin, 10, strong ? bold : regular);
    right(amount, width - margin, 10, strong ? bold : regular);
    next();
  }
  next(20);
  write(invoice.paid ? "Paid with thanks." : "Not paid yet: please pay as agreed with your order.", margin, 10, bold);
  return pdf.save();
}

const INVOICE_CSS = `body{font:14px/1.45 system-ui,sans-serif;color:#111;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}h1{font-size:1.4rem;margin:0}h2{font-size:1.1rem;margin:0}
.muted{color:#555}table{width:100%;border-collapse:collapse;margin-top:1.25rem}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #ddd;vertical-align:top}
.n{text-align:right;white-space:nowrap}.total td{font-weight:700;border-top:2px solid #111}.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem;margin-top:1.25rem}
.lines{white-space:pre-line}
@media print{body{margin:0}button{display:none}}`;

/**
 * The printable page's own policy: its one style element is allowed by its hash (the store's default policy allows
 * only style sheets from the store, which would leave the page unstyled), and nothing else may load or run.
 */
export const INVOICE_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${new Bun.CryptoHasher("sha256").update(INVOICE_CSS).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The same invoice as a printable page (print it, or save it as PDF from the browser). */
export function invoiceHtml(invoice: Invoice): string {
  const { order } = invoice;
  const e = escapeHtml;
  const lines = order.orderItems
    .map(
      (item) =>
        `<tr><td>${e(item.productName)}${item.code ? ` <small>${e(item.code)}</small>` : ""}</td><td class="n">${item.quantity}</td><td class="n">${e(formatRupees(item.unitPrice, "LKR"))}</td><td class="n">${e(formatRupees(item.lineTotal, "LKR"))}</td></tr>`,
    )
    .join("");
  const sums = totals(order)
    .map(
      ([label, amount]) =>
        `<tr${label === "Total" ? ' class="total"' : ""}><td colspan="3">${e(label)}</td><td class="n">${e(amount)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${title(invoice)} ${invoice.number}`)}</title>
<style>${INVOICE_CSS}</style></head><body>
<header><div><h1>${e(invoice.shopName)}</h1><p class="muted">${SHOP_CONTACT.addressLines.map(e).join(", ")}<br>${e(SHOP_CONTACT.phone)} · ${e(SHOP_CONTACT.email)}</p></div>
<div><h2>${e(`${title(invoice)} ${invoice.number}`)}</h2><p class="muted">${e(`Order ${order.orderId}, ${formatShopDate(order.orderPlacedDate)}`)}</p></div></header>
<div class="cols"><div><strong>Bill to</strong><br>${e(order.customerFullName)}<br><span class="lines">${e(order.customerAddress)}</span><br>${e(order.customerPrimaryMobile)}</div>
<div><strong>Payment</strong><br>${e(paymentLine(order))}</div></div>
<table><thead><tr><th>Part</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead><tbody>${lines}</tbody><tfoot>${sums}</tfoot></table>
<p><strong>${invoice.paid ? "Paid with thanks." : "Not paid yet: please pay as agreed with your order."}</strong></p>
</body></html>`;
}

/** An invoice as a file answer: a PDF to download, or the printable page; never kept by a shared cache. */
export async function invoiceAnswer(invoice: Invoice, format: "pdf" | "html" = "pdf"): Promise<Response> {
  const headers: Record<string, string> = { "cache-control": "private, no-store" };
  if (format === "html") {
    return new Response(invoiceHtml(invoice), {
      headers: {
        ...headers,
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": INVOICE_PAGE_POLICY,
      },
    });
  }
  return new Response(Buffer.from(await invoicePdf(invoice)), {
    headers: {
      ...headers,
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.number}.pdf"`,
    },
  });
}
