import * as z from 'zod/mini';
import { messageResponse } from '../../core/schema';
import { subsidiariesResponse } from './schemas';
import { booleanText, defineOperations, file } from '../../core/operation';

export const subsidiariesOperations = defineOperations('subsidiaries', {
  fetchSubsidiaries: {
    method: 'GET',
    path: '/subsidiary/dashboard/users/subsidiaries',
    response: subsidiariesResponse,
  },
  createSubsidiary: {
    method: 'POST',
    path: '/subsidiary/dashboard/create-subsidiary',
    multipart: z.object({
      name_of_subsidiary: z.string(),
      description: z.string(),
      country: z.string(),
      email: z.string(),
      image: z.optional(file).check(z.describe('The logo.')),
      business_type: z.enum(['Individual', 'Company']),
      business_id: z
        .string()
        .check(z.describe('The active business the new one is created under.')),
      is_Default: booleanText,
      mobile_number: z.string().check(z.describe('Dial code plus number, e.g. +2348031234567.')),
    }),
    response: messageResponse,
  },
});
