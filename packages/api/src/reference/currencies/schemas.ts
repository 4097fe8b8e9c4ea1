import * as z from 'zod/mini';
import { id, list, listResponse, optionalText } from '../../core/schema';

const currency = z.object({
  id,
  name: z.string(),
  shortName: z.string(),
  symbol: optionalText,
});
export const currenciesResponse = listResponse(z.object({ data: list(currency) }));
