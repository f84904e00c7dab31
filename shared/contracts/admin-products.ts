// The catalogue editor (decision 019): admin and staff create, edit, publish, archive and delete
// products, and upload, reorder and delete their photos. Every write is audited.
import { z } from 'zod'
import {
  adminProductPageSchema,
  adminProductQuerySchema,
  adminProductSchema,
  newProductSchema,
  photoChangesSchema,
  photoOrderSchema,
  productChangesSchema,
} from '#shared/schemas/catalogue-admin'
import { del, get, patch, post, resource } from './contract'

export const adminProductsApi = resource('/api/admin/products', {
  list: get('/', { access: 'back-office', query: adminProductQuerySchema, output: adminProductPageSchema }),
  create: post('/', {
    access: 'back-office',
    input: newProductSchema,
    output: adminProductSchema,
    errors: ['product_incomplete', 'product_code_taken', 'variant_sku_taken'],
  }),
  byId: get('/:id', { access: 'back-office', output: adminProductSchema, errors: ['not_found'] }),
  update: patch('/:id', {
    access: 'back-office',
    input: productChangesSchema,
    output: adminProductSchema,
    errors: ['not_found', 'product_incomplete', 'product_code_taken', 'variant_sku_taken'],
  }),
  /** Only a product never ordered; an ordered one is archived instead (409). */
  remove: del('/:id', { access: 'back-office', output: z.object({ ok: z.literal(true), id: z.string() }), errors: ['not_found', 'product_ordered'] }),
  /**
   * multipart/form-data: `color`, `altEn`, `altEs`, `altFr` and the photo as one to three files
   * named by their width (`w400`, `w800`, `w1600`); JPEG, PNG, WebP or AVIF, 10 MB in all.
   */
  uploadPhoto: post('/:id/images', {
    access: 'back-office',
    output: adminProductSchema,
    errors: ['not_found', 'validation_failed', 'not_an_image', 'product_incomplete', 'uploads_unavailable'],
  }),
  reorderPhotos: patch('/:id/images', {
    access: 'back-office',
    input: photoOrderSchema,
    output: adminProductSchema,
    errors: ['not_found', 'product_incomplete'],
  }),
  updatePhoto: patch('/:id/images/:photoId', {
    access: 'back-office',
    input: photoChangesSchema,
    output: adminProductSchema,
    errors: ['not_found', 'product_incomplete'],
  }),
  removePhoto: del('/:id/images/:photoId', { access: 'back-office', output: adminProductSchema, errors: ['not_found', 'product_incomplete'] }),
})

/** Uploaded photos, by content-hash name: public, immutable. */
export const uploadsApi = resource('/api/uploads', {
  file: get('/:name', { access: 'public', errors: ['not_found'] }),
})
