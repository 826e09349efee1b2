import { z } from './zod';

/** The one error shape of the API host: 4xx carry the SPEC's texts, 5xx never leak internals. */
export const errorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  /**
   * Refused input, by field: the body field's path ("username", "roles.0") → a sentence for the
   * form to show at that field (decision 0057). Only on 400s/409s about fields.
   */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
