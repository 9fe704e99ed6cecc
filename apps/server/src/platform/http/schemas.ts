import { idTextSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The response schema of a route: the envelope around its data. `data` is nullable because a
 * business refusal (700) answers the same route with `data: null`.
 */
export const reply = <T extends z.ZodType>(data: T) => ({
  200: z.object({
    statusCode: z.number().int(),
    data: data.nullable(),
    message: z.string(),
    messageEn: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

/** A route id: decimal digits within the int4 range of the id columns (idTextSchema says why). */
export const idParams = z.object({ id: idTextSchema });
