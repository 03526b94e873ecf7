import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDomainError, STATUS_BY_CODE } from "#core/errors.ts";

export interface ErrorBody {
  error: string;
  message: string;
  /** The request field the error is about (body, query or path parameter name). */
  field?: string;
  statusCode: number;
}

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  return { statusCode, error: REASON[statusCode] ?? "Error", message, ...(field ? { field } : {}) };
}

/** `/items/0/amount` in the body -> `items.0.amount`; a missing required field is named by the validator. */
function fieldOf(instancePath: string | undefined, _context: string | undefined): string | undefined {
  const path = (instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return path || undefined;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first?.instancePath, error.validationContext);
      const message = field ? `${field}: ${first?.message ?? "invalid value"}` : (first?.message ?? "Invalid request");
      return reply.status(400).send(errorBody(400, message, field));
    }
    if (isDomainError(error)) {
      const status = STATUS_BY_CODE[error.code];
      return reply.status(status).send(errorBody(status, error.message, error.field));
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      // The message of a server error never leaves the server.
      return reply.status(status).send(errorBody(status, REASON[status] ?? "Internal Server Error"));
    }
    return reply.status(status).send(errorBody(status, error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Not found: ${request.url.split("?")[0]}`));
  });
}

export default fp(errorsPlugin, { name: "errors" });
