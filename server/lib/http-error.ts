/**
 * An error the error handler turns into { message, statusCode } with this status; `details`
 * adds fields to that body (batch calls list their failed items as `errors`).
 */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly headers: Record<string, string> = {},
    readonly details: Readonly<Record<string, unknown>> = {}) {
    super(message);
  }
}
