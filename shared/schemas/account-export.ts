// GET /api/account/export: everything the shop holds about the signed-in person, as a JSON file
// they download (the privacy policy's right of access and portability). Records are linked to
// the account by its id; the newsletter, which has no account link, by the account's email.
import { z } from 'zod'
import { userAddressSchema } from './addresses'
import { publicUserSchema } from './auth'
import { loyaltyHistorySchema } from './loyalty'
import { storeCreditSchema } from './store-credit'
import { appliedPromoSchema, ORDER_STATUSES, orderAddressSchema } from './orders'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

const exportedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema.nullable(),
  subtotalAmount: amount,
  shippingAmount: amount,
  taxAmount: amount,
  discountAmount: amount,
  promo: appliedPromoSchema,
  totalAmount: amount,
  currency: z.string(),
  paymentMethod: z.string().nullable(),
  language: z.string(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      unitPrice: amount,
      subtotal: amount,
    }),
  ),
  shipments: z.array(
    z.object({
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      status: z.string(),
      shippedAt: z.string().nullable(),
      estimatedDelivery: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
})

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  shop: z.string(),
  profile: publicUserSchema,
  addresses: z.array(userAddressSchema),
  /** Every order placed signed in to this account, newest first, including unpaid and cancelled ones. */
  orders: z.array(exportedOrderSchema),
  loyalty: loyaltyHistorySchema,
  /** The store-credit balance and every entry of its ledger, newest first (decision 035). */
  storeCredit: storeCreditSchema,
  wholesaleAccounts: z.array(
    z.object({
      id: z.string(),
      businessName: z.string(),
      taxId: z.string().nullable(),
      businessType: z.string().nullable(),
      status: z.string(),
      pricingTier: z.string(),
      discountRate: z.string(),
      creditLimit: amount,
      minimumOrderQuantity: z.number().int(),
      approvedAt: z.string().nullable(),
      notes: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Quote requests sent from the wholesale form while signed in. */
  wholesaleInquiries: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      contactName: z.string(),
      email: z.string(),
      phone: z.string(),
      country: z.string(),
      items: z.array(z.object({ productCode: z.string(), productName: z.string(), color: z.string(), size: z.string(), quantity: z.number().int() })),
      notes: z.string().nullable(),
      businessType: z.string().nullable(),
      yearsInBusiness: z.string().nullable(),
      taxId: z.string().nullable(),
      website: z.string().nullable(),
      productsInterested: z.array(z.string()),
      estimatedMonthlyOrder: z.string().nullable(),
      targetMarket: z.string().nullable(),
      currentSuppliers: z.string().nullable(),
      additionalNotes: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  newsletter: z.object({ email: z.string(), language: z.string(), isActive: z.boolean(), subscribedAt: z.string(), unsubscribedAt: z.string().nullable() }).nullable(),
  /** Back-in-stock alerts asked for while signed in, newest first. */
  stockAlerts: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      color: z.string(),
      size: z.string(),
      email: z.string(),
      language: z.string(),
      createdAt: z.string(),
      notifiedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
})
export type AccountExport = z.infer<typeof accountExportSchema>
