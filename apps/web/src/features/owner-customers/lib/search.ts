/** The customers search waits this long after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
