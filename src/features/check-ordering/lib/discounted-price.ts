/** The price after a discount, rounded to the fen as the server does. */
export function discountedPrice(price: number, discount: number): number {
  return Math.round(price * discount * 100) / 100;
}
