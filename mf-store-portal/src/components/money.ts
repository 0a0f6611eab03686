/** '$12.50' from a 2-decimal money string. */
export const money = (amount: string): string => `$${amount}`;
