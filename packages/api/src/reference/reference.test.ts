import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, startSignedInSandbox } from '../mocks/testing';
import {
  fetchBanks,
  fetchBusinessCategories,
  fetchBusinessClasses,
  fetchBusinessSizes,
  fetchCountries,
  fetchIdentificationTypes,
} from './client';
import { fetchCurrencies } from './currencies/client';

const server = startSignedInSandbox(DEMO_ACCOUNTS.noTwoFactor.email);

describe('reference lists', () => {
  it.each([
    [
      'currencies',
      fetchCurrencies,
      '/subsidiary/dashboard/service/currencies',
      { shortName: 'NGN', symbol: '₦' },
    ],
    [
      'countries',
      fetchCountries,
      '/subsidiary/dashboard/service/countries',
      { shortName: 'NG', country_code: '+234' },
    ],
    [
      'business sizes',
      fetchBusinessSizes,
      '/subsidiary/dashboard/service/business-sizes',
      { name: '1-10' },
    ],
    [
      'business categories',
      fetchBusinessCategories,
      '/subsidiary/dashboard/business/categories',
      { id: '1' },
    ],
    [
      'business classes',
      fetchBusinessClasses,
      '/subsidiary/dashboard/business/classes',
      { id: '1' },
    ],
    ['banks', fetchBanks, '/subsidiary/dashboard/banks', { name: 'Access Bank', bankCode: '044' }],
    [
      'identification types',
      fetchIdentificationTypes,
      '/subsidiary/dashboard/onboarding/identification/types',
      { id: '1' },
    ],
  ] as const)('%s: GET the path and read the list', async (_name, fetcher, path, first) => {
    const requests = recordRequests(server);
    const items = await fetcher();
    expect(await requests.last()).toMatchObject({ method: 'GET', path, query: {} });
    expect(items.length).toBeGreaterThan(2);
    expect(items[0]).toMatchObject(first);
  });

  it('reads a country short code from short_name', async () => {
    server.use(
      http.get('*/subsidiary/dashboard/service/countries', () =>
        HttpResponse.json({ data: [{ name: 'Nigeria', short_name: 'NG' }] }),
      ),
    );
    await expect(fetchCountries()).resolves.toEqual([
      { name: 'Nigeria', shortName: 'NG', country_code: undefined },
    ]);
  });

  it('rejects banks without a bankCode', async () => {
    server.use(
      http.get('*/subsidiary/dashboard/banks', () =>
        HttpResponse.json({ banks: [{ id: 1, name: 'Access Bank' }] }),
      ),
    );
    await expect(fetchBanks()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('bankCode'),
    });
  });
});
