import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import {
  BLACKLIST_REASON,
  createCustomer,
  customerListActionFor,
  fetchCustomer,
  fetchCustomers,
  updateCustomerList,
} from './client';

const server = startSandboxServer();
const PATH = '/subsidiary/dashboard/fetch/customers';

describe('customer list', () => {
  it('sends every filter with the spec names', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await fetchCustomers({
      status: 'Blacklisted',
      email: 'ngozi',
      customerName: 'Ngozi Eze',
      mobileNumber: '+23480',
      dateRange: { from: '2024-05-01', to: '2024-05-02' },
    });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: PATH,
      query: {
        status: 'Blacklisted',
        email: 'ngozi',
        customername: 'Ngozi Eze',
        mobilenumber: '+23480',
        fromdate: '2024-05-01 00:00:00',
        todate: '2024-05-02 23:59:59',
      },
    });
  });

  it('answers the business customers newest first, and the filters work', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const { items, total } = await fetchCustomers();
    expect(total).toBe(18);
    const dates = items.map((row) => row.dateCreated ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const blacklisted = await fetchCustomers({ status: 'Blacklisted' });
    expect(blacklisted.items.length).toBeGreaterThan(0);
    expect(blacklisted.items.every((row) => row.status === 'Blacklisted')).toBe(true);
    const target = items[3];
    const byEmail = await fetchCustomers({ email: target?.emailAddress });
    expect(byEmail.items.map((row) => row.id)).toEqual([target?.id]);
    const byName = await fetchCustomers({ customerName: target?.customerName });
    expect(byName.items.map((row) => row.id)).toContain(target?.id);
  });

  it('fetches one customer with ?id', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const [first] = (await fetchCustomers()).items;
    const requests = recordRequests(server);
    const found = await fetchCustomer(first?.id ?? '');
    expect(await requests.last()).toMatchObject({ path: PATH, query: { id: first?.id } });
    expect(found).toEqual(first);
    await expect(fetchCustomer('nope')).resolves.toBeNull();
  });

  it('rejects a customer without an email', async () => {
    signInForTests();
    server.use(
      http.get(`*${PATH}`, () =>
        HttpResponse.json({
          items: [{ id: 1, customerName: 'A', status: 'Active' }],
          totalItems: 1,
        }),
      ),
    );
    await expect(fetchCustomers()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('emailAddress'),
    });
  });
});

describe('creating and blacklisting', () => {
  it('posts a new customer; it then heads the list as Active', async () => {
    signInForTests();
    const payload = {
      firstName: 'Musa',
      lastName: 'Abubakar',
      email: 'musa.abubakar@yahoo.com',
      mobile: '+2348125550000',
    };
    const requests = recordRequests(server);
    await createCustomer(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/customer/create',
      body: payload,
    });
    const { items, total } = await fetchCustomers();
    expect(total).toBe(19);
    expect(items[0]).toMatchObject({
      customerName: 'Musa Abubakar',
      emailAddress: 'musa.abubakar@yahoo.com',
      status: 'Active',
    });
    await expect(createCustomer(payload)).rejects.toMatchObject({
      message: 'A customer with this email already exists',
    });
  });

  it('blacklists with the fixed reason (status Blacklisted), then whitelists', async () => {
    signInForTests();
    const target = (await fetchCustomers({ status: 'Active' })).items[0];
    const customerEmail = target?.emailAddress ?? '';
    const action = customerListActionFor(target?.status ?? '');
    expect(action).toBe('blacklist');
    const requests = recordRequests(server);
    await updateCustomerList({ customerEmail, action });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/customer/blacklist-whitelist',
      body: { customerEmail, action: 'blacklist', reason: BLACKLIST_REASON },
    });
    const after = await fetchCustomer(target?.id ?? '');
    expect(after?.status).toBe('Blacklisted');
    expect(customerListActionFor(after?.status ?? '')).toBe('whitelist');
    await updateCustomerList({ customerEmail, action: 'whitelist' });
    expect((await fetchCustomer(target?.id ?? ''))?.status).toBe('Active');
  });
});
