/** A stored Sri Lankan number (+94771234567) as people write it: 077 123 4567; anything else as it was stored. */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const match = /^\+94(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}
