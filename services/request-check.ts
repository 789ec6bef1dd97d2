// The checks a service runs on a request before sending it. Kept apart from the error
// catalogue because they need zod, which only the lazily loaded services should bring.
import { NEVER, pipe, string, transform } from "zod/mini";
import type { $ZodType, output, util } from "zod/v4/core";

import type { FieldResult } from "@/lib/forms/contact-rules";

import { NON_FIELD_ERRORS, RequestValidationError, type FieldErrors } from "./error-catalogue";

type RequestSchema = $ZodType & { safeParse(data: unknown): util.SafeParseResult<unknown> };

/**
 * Parses a request body (or query) with its schema and returns what is to be sent:
 * trimmed, normalised values. A failure throws RequestValidationError and nothing is sent.
 */
export function checkRequest<Schema extends RequestSchema>(schema: Schema, input: unknown): output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as output<Schema>;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : NON_FIELD_ERRORS;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new RequestValidationError(fieldErrors);
}

/**
 * A string field checked by one of the site's form rules (lib/forms), so a service refuses
 * exactly what the form refuses, with the same message, and sends the cleaned value.
 */
export function ruleField(rule: (input: string) => FieldResult) {
  return pipe(
    string(),
    transform((input: string, ctx) => {
      const result = rule(input);
      if (result.ok) return result.value;
      ctx.issues.push({ code: "custom", message: result.message, input });
      return NEVER;
    }),
  );
}
