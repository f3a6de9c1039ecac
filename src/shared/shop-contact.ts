/** The shop's contact details, shown in the footer and on the contact page. */
export const SHOP_CONTACT = {
  addressLines: ["No. 245, Galle Road", "Colombo 03", "Sri Lanka"],
  phone: "+94 11 234 5678",
  email: "sales@lankaautoparts.lk",
  hours: ["Monday to Saturday, 8.30 am to 6.00 pm", "Sundays and public holidays closed"],
} as const;

/** The shop's phone as a link a phone can dial (`tel:` takes no spaces). */
export const SHOP_PHONE_HREF = `tel:${SHOP_CONTACT.phone.replace(/\s/g, "")}`;
