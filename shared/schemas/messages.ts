// Every message a shared schema can produce, in the English the API answers with (many are the
// product's required wording, so change one only on purpose, never as copy-editing). The app never shows these
// strings as they are: it looks a message up with messageKey() and shows the translation under
// that key in app/src/locales/<lng>/validation.json ("messages" group), whichever side produced
// it (the form's own check or the server's 400). A text the catalogue does not know is shown
// as it came.
//
// Adding a form: add its messages here under a comment naming the form, give each key a
// translation in en, es and fr, and build the schema from MESSAGES.<key>. Keys are unique and
// so are texts (a test checks both): two forms that word a rule the same way share one key.
export const MESSAGES = {
  // Email (shared/schemas/fields.ts). The forms word it differently on purpose: the account and
  // newsletter forms ask 'Please enter a valid email address', the contact form says
  // 'Invalid email address'.
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address.',
  contactEmailInvalid: 'Invalid email address',
  // Any one-line text field (shared/schemas/fields.ts singleLineText): names, subjects, phone numbers.
  textSingleLine: 'Please use a single line of plain text, without line breaks or control characters',
  // A language code (contact message, newsletter signup).
  languageCodeInvalid: 'Language must be one of en, es or fr',

  // Accounts (shared/schemas/auth.ts)
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordDigit: 'Password must contain at least one number',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  nameTooLong: 'Name must be at most 80 characters',
  phoneTooLong: 'Phone number must be at most 30 characters',
  languageInvalid: 'Preferred language must be English, Spanish or French',
  accountTypeInvalid: 'Account type must be customer or wholesale',
  roleInvalid: 'Role must be customer, wholesale, staff or admin',
  resetTokenRequired: 'Reset token is required',

  // Contact form (shared/schemas/contact.ts)
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 120 characters',
  subjectMin: 'Subject must be at least 5 characters',
  subjectMax: 'Subject must be at most 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',

  // Checkout (shared/schemas/checkout.ts, worker/src/services/orders.ts). The name reuses the
  // contact form's nameMin/nameMax; the email its emailRequired/emailInvalid.
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  streetRequired: 'Please enter your street address',
  streetTooLong: 'Street address must be at most 200 characters',
  cityRequired: 'Please enter your city',
  addressPartTooLong: 'Must be at most 100 characters',
  countryRequired: 'Please choose your country',
  noPoBox: 'We do not deliver to PO Boxes, APO or AE addresses',
  cartEmpty: 'Your cart is empty',
  tooManyLines: 'An order can have at most 50 different items',
  quantityInvalid: 'Quantity must be a whole number from 1 to 99',
  lineInvalid: 'This item is not in the catalogue',
  redeemPointsInvalid: 'Choose 500, 1000 or 2000 points',
  pointsSignInRequired: 'Sign in to redeem loyalty points',
  pointsInsufficient: 'You do not have enough loyalty points for this reward',
  rewardExceedsItems: 'This reward is worth more than the items in your order',
  promoCodeInvalid: 'Please enter a valid promo code',
  useStoreCreditInvalid: 'Use store credit must be true or false',
  // Customer area: profile, password, addresses (shared/schemas/auth.ts, ./addresses.ts). The
  // names, phone and language reuse the register messages; the address parts the checkout's.
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  passwordUnchanged: 'Choose a new password different from your current one',
  fullNameRequired: 'Please enter the full name of the person receiving the parcel',
  defaultAddressRequired: 'Make another address your default instead',
  addressBookFull: 'You can save up to 20 addresses',
  // Back office (shared/contracts/admin-*.ts); list queries (./paging.ts)
  // Wholesale order form (shared/schemas/wholesale.ts); the empty order's wording is required as it stands.
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be at most 120 characters',
  contactNameRequired: 'Contact name is required',
  countryNameRequired: 'Please enter your country',
  countryTooLong: 'Country must be at most 80 characters',
  notesTooLong: 'Notes must be at most 2000 characters',
  answerTooLong: 'This answer must be at most 200 characters',
  websiteInvalid: 'Please enter a valid website address',
  optionInvalid: 'Please choose one of the options',
  wholesaleItemsRequired: 'No Items Selected: Please add items to your order before submitting.',
  wholesaleTooManyLines: 'An order can have at most 200 lines',
  wholesaleItemInvalid: 'Choose a product, a colour and a size',
  wholesaleQuantity: 'Quantity must be a whole number from 1 to 10,000',
  // The server's refusals of a line whose product changed since the catalogue was saved.
  wholesaleItemsUnavailable: 'Some items in your order are no longer available. Please review your order.',
  wholesaleProductUnavailable: 'This product is no longer available',
  wholesaleVariantUnavailable: 'This colour or size is no longer available',

  // Back office: wholesale inquiries and accounts (shared/schemas/wholesale.ts), list queries (./paging.ts)
  inquiryStatusInvalid: 'Status must be pending, reviewing, approved, rejected or contacted',
  accountStatusInvalid: 'Status must be pending, approved or rejected',
  accountDecisionInvalid: 'Decision must be approved or rejected',
  discountInvalid: 'Discount must be a percentage from 0 to 100 with at most two decimals',
  creditLimitInvalid: 'Credit limit must be an amount of 0 or more with at most two decimals',
  pricingTierInvalid: 'Choose the standard, silver, gold or platinum pricing',
  minimumOrderQuantityInvalid: 'Minimum order quantity must be a whole number from 1 to 10,000',
  pageInvalid: 'Page must be a whole number of 1 or more',
  searchTooLong: 'Search must be at most 100 characters',
  // Catalogue editor (./catalogue-admin.ts)
  productCodeInvalid: 'Code must be 2 to 40 capital letters, digits or dashes, like EC-1001',
  productNameTooLong: 'Product name must be at most 120 characters',
  productDescriptionTooLong: 'Description must be at most 5000 characters',
  productLineTooLong: 'Each line must be at most 300 characters',
  productLinesTooMany: 'At most 20 lines',
  productPriceInvalid: 'Price must be an amount like 89.00, from 0.00 to 99999.99',
  productCategoryInvalid: 'Choose one of the shop categories',
  productColorsInvalid: 'Choose colours from the shop colour list, each once',
  productSizesInvalid: 'Choose sizes from the size chart, each once',
  lowStockThresholdInvalid: 'Low-stock threshold must be a whole number from 0 to 1000',
  productStatusInvalid: 'Status must be draft, active or archived',
  photoAltTooLong: 'Alt text must be at most 200 characters',
  photoColorInvalid: 'Choose one of the product colours for the photo',
  photoOrderInvalid: 'The new order must list each of the product photos once',
  requiredToPublish: 'Required before the product can be published',
  orderStatusInvalid: 'Status must be pending, processing, shipped, delivered, cancelled or refunded',
  stockOrDelta: 'Either stock or delta must be provided, but not both',
  stockInvalid: 'Stock must be a whole number from 0 to 1,000,000',
  deltaInvalid: 'The change must be a whole number from -1,000,000 to 1,000,000',
  // Stock per variant in the back office (shared/contracts/admin-inventory.ts)
  skuInvalid: 'SKU must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  notOfferedInvalid: 'Not offered must be true or false',
  stockImportEmpty: 'Choose a CSV file with a header row and at least one row',
  stockImportTooLarge: 'The CSV file must be at most 2 MB',
  carrierRequired: 'Carrier is required',
  carrierTooLong: 'Carrier must be at most 60 characters',
  trackingNumberRequired: 'Please enter the tracking number',
  trackingNumberTooLong: 'The tracking number must be at most 100 characters',
  estimatedDeliveryInvalid: 'Please enter a valid date',
  shipmentNotesTooLong: 'Notes must be at most 500 characters',
  shipmentStatusInvalid: 'A shipment can only be marked delivered',
  // Refunds in the back office (shared/contracts/admin-orders.ts)
  refundNothingSelected: 'Choose the items to refund or enter an amount',
  refundQuantityInvalid: 'Quantity must be a whole number of at least 1',
  refundAmountInvalid: 'Amount must be like 12.50 and more than 0.00',
  refundReasonTooLong: 'Reason must be at most 500 characters',
  refundLinesRepeated: 'List each item once',
  refundToInvalid: 'Refund to the card or to store credit',
  // Goodwill store credit in the back office (shared/contracts/store-credit.ts); the amount reuses refundAmountInvalid, the reason's length refundReasonTooLong
  storeCreditNoteRequired: 'Please enter the reason for the credit (at least 3 characters)',
  disputeFilterInvalid: 'Dispute filter must be open or any',
  auditFilterInvalid: 'Filter must be at most 100 characters',
  // Discount codes in the back office (shared/contracts/admin-discounts.ts); a fixed amount reuses refundAmountInvalid
  discountStatusInvalid: 'Status must be live, scheduled, paused or ended',
  discountKindInvalid: 'Choose a percentage or a fixed amount',
  discountPercentInvalid: 'The percentage must be a whole number from 1 to 100',
  discountMinimumInvalid: 'The minimum must be an amount like 50.00, or empty for none',
  discountEndBeforeStart: 'The end must be after the start',
  discountLimitInvalid: 'A limit must be a whole number of 1 or more, or empty for none',
  discountAudienceInvalid: 'Choose who may use the code',
  discountAccountsRequired: 'Enter the email of at least one account',
  discountScopeInvalid: 'Choose what the code applies to',
  discountCategoriesRequired: 'Choose at least one category',
  discountProductsRequired: 'Enter the code of at least one product, like EC-1001',
  // Dashboard offers in the back office (shared/contracts/admin-offers.ts); the dates reuse discountEndBeforeStart
  offerStatusInvalid: 'Status must be live, scheduled or ended',
  offerTitleRequired: 'Enter the title',
  offerTitleTooLong: 'The title must be at most 120 characters',
  offerDescriptionRequired: 'Enter the description',
  offerDescriptionTooLong: 'The description must be at most 1,000 characters',
  offerLinkInvalid: 'The link must be a page of the shop, like /shop, or an address starting with https://',
  offerImageInvalid: 'Choose one of the shop’s images',
  offerAudienceInvalid: 'Choose who sees the offer',
  // Contact messages and newsletter subscribers in the back office (shared/contracts/admin-messages.ts, admin-subscribers.ts)
  messageStatusInvalid: 'Status must be new, answered or closed',
  subscriberStatusInvalid: 'Status must be active or unsubscribed',
  // The return policy's settings in the back office (shared/returns/policy-settings.ts)
  returnPolicyPercentInvalid: 'Enter a whole percentage from 0 to 100',
  returnPolicyThresholdInvalid: 'Enter a whole percentage from 1 to 100',
  returnPolicyDaysInvalid: 'Enter a whole number of days from 0 to 366',
  returnPolicyCloseDaysInvalid: 'Enter a whole number of days from 1 to 366',
  returnPolicyHoursInvalid: 'Enter a whole number of hours from 0 to 8784',
  returnPolicyFeeInvalid: 'Enter an amount from 0.00 to 1000.00',
  returnPolicyDateInvalid: 'Choose a day that exists in that month',
  returnPolicyTimeZoneInvalid: 'Choose a known time zone, like America/Bogota',
  returnPolicyChoiceInvalid: 'Choose one of the options',
  returnPolicyDeductionsTooHigh: 'The deductions together cannot take more than 100 %',
  returnPolicyReminderTooLate: 'The reminder must come before the closing',
  // Reviews (shared/schemas/reviews.ts, decision 042); the title's longest reuses offerTitleTooLong
  reviewRatingRequired: 'Choose from 1 to 5 stars',
  reviewFitRequired: 'Tell us how it fits',
  reviewTitleMin: 'The title must be at least 3 characters',
  reviewBodyMin: 'Your review must be at least 20 characters',
  reviewBodyMax: 'Your review must be at most 3,000 characters',
  reviewReasonRequired: 'Enter the reason',
  reviewReplyRequired: 'Enter the reply',
  reviewReplyMax: 'The reply must be at most 2,000 characters',
} as const

export type MessageKey = keyof typeof MESSAGES

const keyByText = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]))

/** The catalogue key of a message (from a schema or from the server), so the app can translate it. */
export function messageKey(message: string | undefined): MessageKey | undefined {
  return message === undefined ? undefined : keyByText.get(message)
}
