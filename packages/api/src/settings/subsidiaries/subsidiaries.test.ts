import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, findAccount } from '../../mocks/data/auth';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { createSubsidiary, fetchSubsidiaries } from './client';
import { filterSubsidiaries } from './filters';
import { subsidiariesOperations } from './operations';

const server = startSignedInSandbox();

describe('subsidiaries', () => {
  it("GETs users/subsidiaries and reads the login's businesses from subsidiaryDetails", async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchSubsidiaries();
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/users/subsidiaries');
    expect(total).toBe(2);
    expect(items.map((item) => item.name)).toEqual([
      'Adaeze Catering Services',
      'Lagos Fresh Foods Ltd',
    ]);
    expect(items.find((item) => item.isDefault)?.name).toBe('Lagos Fresh Foods Ltd');
  });

  it('posts the multipart creation form; the new business is listed and can become the default', async () => {
    const sentLog = recordRequests(server);
    const image = new File([new Uint8Array([255, 216])], 'logo.jpg', { type: 'image/jpeg' });
    await createSubsidiary({
      name: 'Ikeja Bakery',
      description: 'Bread and pastries',
      country: 'NG',
      email: 'hello@ikejabakery.ng',
      image,
      businessType: 'Individual',
      businessId: '10231',
      isDefault: true,
      mobileNumber: '+2348031112222',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/create-subsidiary');
    const { image: sentImage, ...form } = sent[0]?.body as Record<string, unknown>;
    expect(form).toEqual({
      name_of_subsidiary: 'Ikeja Bakery',
      description: 'Bread and pastries',
      country: 'NG',
      email: 'hello@ikejabakery.ng',
      business_type: 'Individual',
      business_id: '10231',
      is_Default: 'true',
      mobile_number: '+2348031112222',
    });
    expect((sentImage as File).name).toBe('logo.jpg');

    const created = (await fetchSubsidiaries()).items[0];
    expect(created).toMatchObject({
      name: 'Ikeja Bakery',
      verificationStatus: 'New',
      businessType: 'Individual',
      isDefault: true,
    });
    expect(findAccount(DEMO_ACCOUNTS.twoFactor.email)?.defaultSubsidiaryId).toBe(created?.id);
  });

  it('filters on the client by status group, e-mail and dates', async () => {
    const { items } = await fetchSubsidiaries();
    expect(filterSubsidiaries(items, { status: 'Approved' }).map((item) => item.name)).toEqual([
      'Lagos Fresh Foods Ltd',
    ]);
    expect(filterSubsidiaries(items, { status: 'Not Started' }).map((item) => item.name)).toEqual([
      'Adaeze Catering Services',
    ]);
    expect(filterSubsidiaries(items, { email: 'ADAEZECATERING' })).toHaveLength(1);
    expect(filterSubsidiaries(items, { dateRange: { from: '2999-01-01' } })).toEqual([]);
  });

  it('rejects a body without subsidiaryDetails as invalid-response', async () => {
    server.use(
      handle(subsidiariesOperations.fetchSubsidiaries, () => HttpResponse.json({ data: [] })),
    );
    await expect(fetchSubsidiaries()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('subsidiaryDetails'),
    });
  });
});
