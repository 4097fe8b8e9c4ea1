import { type HttpHandler } from 'msw';
import { sandboxNow } from '../db';
import { customers } from '../data/customers';
import { buildCustomer, type CustomerRecord } from '../factories/customers';
import { freshTimestamp } from '../factories/orders';
import { fail, handle, ok, protectedResolver, readBody, searchParams, text } from '../http';
import { ownRowsInRange, wholeList } from './ownRows';
import { customersOperations } from '../../customers/operations';

const has = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());

function matches(row: CustomerRecord, params: URLSearchParams) {
  const id = params.get('id');
  const status = params.get('status');
  return (
    (!id || row.id === id) &&
    (!status || row.status.toLowerCase() === status.toLowerCase()) &&
    has(row.emailAddress, params.get('email')) &&
    has(row.customerName, params.get('customername')) &&
    has(row.mobileNumber, params.get('mobilenumber'))
  );
}

export const customersHandlers: HttpHandler[] = [
  handle(
    customersOperations.fetchCustomers,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const rows = ownRowsInRange(customers, session, params, (row) => matches(row, params));
      return wholeList('Customers retrieved successfully', rows);
    }),
  ),
  handle(
    customersOperations.createCustomer,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const [firstName, lastName, email, mobile] = [
        body.firstName,
        body.lastName,
        body.email,
        body.mobile,
      ].map(text);
      if (!firstName || !lastName || !email || !mobile)
        return fail('First name, last name, email and mobile are required');
      const own = customers.filter((row) => row.subsidiaryId === session.subsidiaryId);
      if (own.some((row) => row.emailAddress === email.toLowerCase()))
        return fail('A customer with this email already exists');
      const customer = customers.insert(
        buildCustomer({
          id: String(Math.max(9000, ...customers.all().map((row) => Number(row.id) || 0)) + 1),
          subsidiaryId: session.subsidiaryId,
          firstName,
          lastName,
          emailAddress: email.toLowerCase(),
          mobileNumber: mobile,
          dateCreated: freshTimestamp(sandboxNow()),
        }),
      );
      return ok({ message: 'Customer created successfully', data: customer });
    }),
  ),
  handle(
    customersOperations.updateCustomerList,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (body.action !== 'blacklist' && body.action !== 'whitelist')
        return fail("action must be 'blacklist' or 'whitelist'");
      if (!text(body.reason)) return fail('A reason is required');
      const email = text(body.customerEmail).toLowerCase();
      const changed = customers.update(
        (row) => row.subsidiaryId === session.subsidiaryId && row.emailAddress === email,
        { status: body.action === 'blacklist' ? 'Blacklisted' : 'Active' },
      );
      if (!changed.length) return fail('Customer not found');
      return ok({
        message:
          body.action === 'blacklist'
            ? 'Customer blacklisted successfully'
            : 'Customer whitelisted successfully',
      });
    }),
  ),
];
