// A price drop's facts, shared by the cards and the notifications. No schema here: the cards of the home page
// import it, and a module of schemas would bring zod into the home page's JavaScript.

/** How long a fall of a listing's price is shown on its cards and page. */
export const PRICE_DROP_SHOWN_DAYS = 30
