import { http, type HttpHandler } from 'msw';
import {
  BANKS,
  BUSINESS_CATEGORIES,
  BUSINESS_CLASSES,
  BUSINESS_SIZES,
  COUNTRIES,
  CURRENCIES,
  IDENTIFICATION_TYPES,
} from '../data/reference';
import { ok, protectedResolver, route } from '../http';

function serve(path: string, body: object) {
  return http.get(
    route(path),
    protectedResolver(() => ok({ message: 'Retrieved successfully', ...body })),
  );
}

export const referenceHandlers: HttpHandler[] = [
  serve('/subsidiary/dashboard/service/currencies', { data: CURRENCIES }),
  serve('/subsidiary/dashboard/service/countries', { data: COUNTRIES }),
  serve('/subsidiary/dashboard/service/business-sizes', { data: BUSINESS_SIZES }),
  serve('/subsidiary/dashboard/business/categories', { data: BUSINESS_CATEGORIES }),
  serve('/subsidiary/dashboard/business/classes', { data: BUSINESS_CLASSES }),
  serve('/subsidiary/dashboard/banks', { banks: BANKS }),
  serve('/subsidiary/dashboard/onboarding/identification/types', { data: IDENTIFICATION_TYPES }),
];
