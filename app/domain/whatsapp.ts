/** A wa.me chat link; the number keeps its digits only (spec section 2). */
export function whatsappLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** A tel: link that keeps the leading plus and digits. */
export function telLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
