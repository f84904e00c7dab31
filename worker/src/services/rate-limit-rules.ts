// Every per-caller limit of the API in one place; the routes attach them with the rateLimit
// middleware (http/rate-limit.ts). Sign-in limits: decision 014. Every attempt takes its slot
// before the work is done, so requests sent at once get no more than one after another.
import type { RateLimitRule } from './rate-limit'

/** One account from one place (a known device, else an address): 5 failed sign-ins per 15 minutes; a success clears it. */
export const LOGIN_PAIR_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** One address, whatever the accounts (password spraying): 30 failed sign-ins per hour. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }
/**
 * One account from unknown devices, whatever the addresses (distributed guessing): 10 failed
 * sign-ins a day, then one attempt at a time with growing gaps (1 s, 2 s, 4 s… at most 15 min),
 * never a hard lock: about 100 guesses a day at most, and the owner's known devices are not affected.
 */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = {
  limit: 10,
  windowSeconds: 24 * 60 * 60,
  slowDown: { firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
}
/** 5 reset requests per 15 minutes, per IP and per email. */
export const FORGOT_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 20 new accounts per hour from one address: room for a shared office, none for a bot. */
export const REGISTER_RULE: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

/**
 * Wrong current passwords per account: a session left open on a shared computer must not become
 * a way to guess the password (and then change it, or delete the account). 5 per 15 minutes.
 */
export const ACCOUNT_PASSWORD_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }

/**
 * Orders placed (not attempts) per address: a pending order holds its units until its hold passes,
 * so one visitor must not be able to hold a whole collection (the units are capped too: decision
 * 023). Plenty for a household.
 */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

/**
 * Lookups of orders by id per address (the confirmation page, its confirm call, the payment step's
 * hold): a shopper makes a handful; guessing or replaying ids is slowed to a crawl.
 */
export const ORDER_LOOKUP_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 }

/** Paying again asks the provider each time: plenty for a shopper whose card keeps failing, not a loop. */
export const PAYMENT_RETRY_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }

/**
 * Per address: a rep sending the twenty orders of a trade fair from the hall's Wi-Fi has room to
 * spare; a script filling the sales inbox does not. Replays of a sent order are answered before
 * they count (idempotency first).
 */
export const WHOLESALE_ORDER_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 }

/**
 * Discount codes checked against the cart per address (decision 034): a shopper tries a few, and
 * changing the cart checks the code again; guessing codes is slowed to a crawl.
 */
export const PROMO_CODE_CHECK_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 }

/** Enough for a customer writing back and forth; a form flooder is held off for a while. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 }

/** Newsletter sign-ups and sign-outs per address, one allowance for both. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 10 * 60 }

/**
 * Back-in-stock requests per address: room for a shopper going through every size and colour;
 * stopping alerts from the email's link shares the allowance.
 */
export const STOCK_ALERT_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 }
/** Per email: nobody can sign a stranger up for every variant of the catalogue. */
export const STOCK_ALERT_EMAIL_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

/**
 * Reviews written, edited or deleted per address (decision 042): a buyer reviewing every piece of
 * a large order has room; a script posting reviews through signed links does not.
 */
export const REVIEW_WRITE_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }
/** Review request unsubscribes per address: a click or two each; guessing tokens is slowed to a crawl. */
export const REVIEW_UNSUBSCRIBE_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 10 * 60 }
/** "Helpful" votes per address: a shopper reading every review has room; a script voting does not. */
export const REVIEW_VOTE_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 }
