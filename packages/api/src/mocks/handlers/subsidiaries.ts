import { type HttpHandler } from 'msw';
import { recordAudit } from '../data/audit';
import { accounts, businesses, businessesOf, findAccount } from '../data/auth';
import { fileToDataUrl } from '../data/settings';
import { subsidiaryDetailView } from '../data/subsidiaries';
import { buildBusiness } from '../factories/auth';
import { fail, handle, ok, protectedResolver, readBody, text } from '../http';
import { subsidiariesOperations } from '../../settings/subsidiaries/operations';

export const subsidiariesHandlers: HttpHandler[] = [
  handle(
    subsidiariesOperations.fetchSubsidiaries,
    protectedResolver((_args, session) => {
      const defaultId = findAccount(session.email)?.defaultSubsidiaryId;
      const subsidiaries = businessesOf(session.email).map((business) =>
        subsidiaryDetailView(business, defaultId),
      );
      return ok({
        message: 'Subsidiaries retrieved',
        subsidiaryDetails: { subsidiaries, total: subsidiaries.length },
      });
    }),
  ),
  handle(
    subsidiariesOperations.createSubsidiary,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const name = text(body.name_of_subsidiary);
      if (!name) return fail('Business name is required');
      if (
        businessesOf(session.email).some((row) => row.name.toLowerCase() === name.toLowerCase())
      ) {
        return fail('A business with this name already exists');
      }
      const id = String(Math.max(0, ...businesses.all().map((row) => Number(row.id) || 0)) + 1);
      const image = body.image instanceof File && body.image.size > 0 ? body.image : undefined;
      businesses.insert(
        buildBusiness({
          id,
          name,
          description: text(body.description),
          subsidiaryLogo: image ? await fileToDataUrl(image) : undefined,
          businessType: text(body.business_type) === 'Individual' ? 'Individual' : 'Company',
          memberEmails: [session.email],
          supportEmail: text(body.email),
          mobileNumber: text(body.mobile_number),
          country: text(body.country) || 'NG',
          dateCreated: new Date().toISOString(),
        }),
      );
      if (text(body.is_Default) === 'true')
        accounts.update((row) => row.email === session.email, { defaultSubsidiaryId: id });
      recordAudit(session, 'Business', `Created the business ${name}`);
      return ok({ message: 'Business created successfully' });
    }),
  ),
];
