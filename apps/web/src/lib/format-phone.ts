/**
 * A Turkish phone number as people write it, "0555 111 22 33", wherever one is shown to an owner or a customer
 * (stored as digits, with or without the country code: "5551112233", "05551112233", "+905551112233"). A number that
 * is not Turkish, or not ten digits after the trunk zero, is shown as it was given.
 */
export function formatPhone(phone: string): string {
  const national = turkishNational(phone);
  if (!national) return phone.trim();
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The `tel:` link of a number: "+905551112233" for a Turkish one, else its digits (and a leading +). */
export function phoneHref(phone: string): string {
  const national = turkishNational(phone);
  if (national) return `tel:+90${national}`;
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** The ten national digits of a Turkish number, or null. */
function turkishNational(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) {
    const international = trimmed.startsWith('00') ? digits.slice(2) : digits;
    if (!international.startsWith('90')) return null;
    national = international.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('90')) national = digits.slice(2);
  else national = digits;
  return /^[2-5]\d{9}$/.test(national) ? national : null;
}
