import { type HttpHandler } from 'msw';
import {
  BANKS,
  BUSINESS_CATEGORIES,
  BUSINESS_CLASSES,
  BUSINESS_SIZES,
  COUNTRIES,
  CURRENCIES,
  IDENTIFICATION_TYPES,
} from '../data/reference';
import type { Operation } from '../../core/operation';
import { currenciesOperations } from '../../reference/currencies/operations';
import { referenceOperations } from '../../reference/operations';
import { handle, ok, protectedResolver } from '../http';

function serve(operation: Operation, body: object) {
  return handle(
    operation,
    protectedResolver(() => ok({ message: 'Retrieved successfully', ...body })),
  );
}

export const referenceHandlers: HttpHandler[] = [
  serve(currenciesOperations.fetchCurrencies, { data: CURRENCIES }),
  serve(referenceOperations.fetchCountries, { data: COUNTRIES }),
  serve(referenceOperations.fetchBusinessSizes, { data: BUSINESS_SIZES }),
  serve(referenceOperations.fetchBusinessCategories, { data: BUSINESS_CATEGORIES }),
  serve(referenceOperations.fetchBusinessClasses, { data: BUSINESS_CLASSES }),
  serve(referenceOperations.fetchBanks, { banks: BANKS }),
  serve(referenceOperations.fetchIdentificationTypes, { data: IDENTIFICATION_TYPES }),
];
