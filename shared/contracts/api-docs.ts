// The API describing itself (decision 031): its OpenAPI document, generated from these contracts,
// and an interactive reference that reads it.
import { z } from 'zod'
import { get, resource } from './contract'

export const apiDocsApi = resource('/api', {
  /** OpenAPI 3.1: every call of every resource, its access, its bodies and the error codes it may answer. */
  openapi: get('/openapi.json', {
    access: 'public',
    output: z.looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  }),
  reference: get('/docs', {
    access: 'public',
    gives: { mediaType: 'text/html', description: 'Swagger UI over /api/openapi.json; its script and styles load from a CDN, allowed by this page alone.' },
  }),
})
