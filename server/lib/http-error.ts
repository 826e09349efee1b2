/** An error the error handler turns into { message, statusCode } with this status. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}
