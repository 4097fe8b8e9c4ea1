import { describe, expect, it } from 'vitest';
import { fetchChargebackDetail } from '../chargebacks/client';
import { fetchCustomer } from '../customers/client';
import { fetchOrder } from '../transactions/orders/client';
import { exportRefunds } from '../refunds/client';
import { DEMO_BUSINESS_IDS } from './demo';
import { seedSamples } from './seedSamples';
import { signInForTests, startSandboxServer } from './testing';

startSandboxServer();

describe('seedSamples', () => {
  it('names records the sandbox serves to the business signed in', async () => {
    signInForTests();
    const samples = seedSamples(DEMO_BUSINESS_IDS.naijaThreads);
    expect(Object.values(samples).every(Boolean)).toBe(true);
    await expect(fetchOrder(samples.paymentReference)).resolves.toMatchObject({
      paymentReference: samples.paymentReference,
    });
    await expect(fetchCustomer(samples.customerId)).resolves.toMatchObject({
      id: samples.customerId,
    });
    expect((await exportRefunds()).map((refund) => refund.id)).toContain(samples.refundId);
    // The sandbox answers 404 for an id the business does not hold.
    await expect(fetchChargebackDetail(samples.chargebackId)).resolves.toHaveProperty('order');
  });
});
