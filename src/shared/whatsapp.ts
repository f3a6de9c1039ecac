/**
 * WhatsApp's click-to-chat link: https://wa.me/94771234567?text=… (the number without + or spaces, the text
 * URL-encoded). It opens the app on a phone and WhatsApp Web on a desk, with the message ready to send.
 */
export function whatsappLink(e164: string, text: string): string {
  const number = e164.replace(/\D/g, "");
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}
