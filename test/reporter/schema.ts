import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8')) as object

/** Validates data against schema/report.schema.json with ajv in strict mode. */
export function reportValidator(): (data: unknown) => { valid: boolean; errors: string } {
  const ajv = new Ajv({ allErrors: true, strict: true })
  // The schema's one format; ajv ships none without ajv-formats.
  ajv.addFormat(
    'date-time',
    (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(s) && !Number.isNaN(Date.parse(s)),
  )
  const validate = ajv.compile(schema)
  return (data) => ({ valid: validate(data) as boolean, errors: ajv.errorsText(validate.errors) })
}
