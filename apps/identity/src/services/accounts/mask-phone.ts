/**
 * 13800001234 → 138****1234: enough for the owner to recognise, too little to call. Only a full
 * 11-digit number shows its ends; anything shorter would show most or all of itself through the
 * same 3 + 4 digits, so it is hidden whole.
 */
export const maskPhone = (phone: string) =>
  phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
