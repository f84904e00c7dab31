// Every answer an API test gets from createTestApp() is checked against the OpenAPI document
// (decision 031): its status and content type must be ones the call's operation declares, and a
// JSON body, when the test reads it, must be valid against that status's schema (Ajv, JSON
// Schema 2020-12; one validator per operation and status, compiled on first use, and one for
// every error body). A mismatch throws from the test's request or read, naming the call, the
// status and what does not hold, so a contract that stops telling the truth fails the test that
// met it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { ERROR_CODES } from '#shared/errors/catalogue'
import { errorBodySchema, openApiDocument, type JsonSchema } from '#worker/openapi/document'

type Operation = { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }
type Route = { method: string; template: string; pattern: RegExp; operation: Operation }

let routes: Route[] | undefined
/** The document's operations as path patterns; literal segments win over parameters (`export.csv` over `{id}`). */
function routeTable(): Route[] {
  routes ??= Object.entries(openApiDocument().paths)
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
        operation: operation as Operation,
      })),
    )
    .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))
  return routes
}

const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false })
addFormats(ajv)
const validators = new Map<string, ValidateFunction>()
const errorBody = ajv.compile(errorBodySchema(ERROR_CODES))

const mediaType = (contentType: string | null) => contentType?.split(';')[0]!.trim().toLowerCase() ?? ''
const matches = (declared: string, actual: string) => declared === actual || (declared === '*/*' && actual !== '') || (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)))

/**
 * `response` as the test will read it, or a throw when it is not what the document says
 * `method url` answers; a path of no operation (the app's 404 for an unknown endpoint) is not
 * checked.
 */
export async function checkedAgainstDocument(method: string, url: string, response: Response): Promise<Response> {
  const path = new URL(url).pathname
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  const route = routeTable().find((r) => r.method === verb && r.pattern.test(path))
  if (!route) return response
  const call = `${verb} ${route.template}`
  const declared = route.operation.responses[String(response.status)]
  if (!declared) {
    const body = await response.text()
    throw new Error(
      `OpenAPI: ${call} answered ${response.status}, which its operation does not declare (${Object.keys(route.operation.responses).join(', ')}). Body: ${body.slice(0, 300)}`,
    )
  }
  const actual = mediaType(response.headers.get('content-type'))
  const content = declared.content
  if (!content) {
    if (response.body && (await response.clone().text()) !== '') throw new Error(`OpenAPI: ${call} ${response.status} declares no body, but one came (${actual})`)
    return response
  }
  const type = Object.keys(content).find((t) => matches(t, actual))
  if (!type) throw new Error(`OpenAPI: ${call} ${response.status} answered ${actual || 'no content type'}, the document says ${Object.keys(content).join(' or ')}`)
  const schema = content[type]!.schema
  if (type !== 'application/json' || !schema) return response
  // The body is checked as the test reads it (text() or json()): read once, never copied, which
  // keeps the fuzzing suites' thousands of answers cheap; a body no test reads is not checked.
  const readText = response.text.bind(response)
  let read: Promise<{ text: string; body: unknown }> | undefined
  const checked = () =>
    (read ??= readText().then((text) => {
      const body: unknown = JSON.parse(text)
      checkBody(call, response.status, schema, text, body)
      return { text, body }
    }))
  Object.defineProperties(response, {
    text: { value: async () => (await checked()).text },
    json: { value: async () => (await checked()).body },
  })
  return response
}

function checkBody(call: string, status: number, schema: JsonSchema, text: string, body: unknown): void {
  const refused = (problems: string[]) =>
    new Error(`OpenAPI: ${call} ${status} answered a body its schema refuses:\n  ${problems.join('\n  ')}\nBody: ${text.slice(0, 500)}`)
  if (status >= 400) {
    // Every error body is the one error contract, its code one of those the status lists: one
    // validator for them all, rather than one compiled per call and status.
    if (!errorBody(body)) throw refused(problemsOf(errorBody))
    const codes = ((schema.properties as Record<string, JsonSchema>).error!.properties as Record<string, JsonSchema>).code!.enum as string[]
    const code = (body as { error: { code: string } }).error.code
    if (!codes.includes(code)) throw refused([`/error/code "${code}" is not one of this status's codes (${codes.join(', ')})`])
    return
  }
  const key = `${call} ${status}`
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(key, validate)
  }
  if (!validate(body)) throw refused(problemsOf(validate))
}

const problemsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
