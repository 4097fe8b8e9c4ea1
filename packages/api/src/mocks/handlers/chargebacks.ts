import { type HttpHandler, type PathParams } from 'msw';
import { CHARGEBACK_THRESHOLD_COUNT, chargebacks, TREATABLE_STATUSES } from '../data/chargebacks';
import type { ChargebackRecord } from '../factories/chargebacks';
import { handle, fail, ok, protectedResolver, readBody, searchParams } from '../http';
import { own, ownRowsInRange } from './ownRows';
import { createRandom } from '../random';

import { chargebacksOperations } from '../../chargebacks/operations';

function listItem({ order: _order, feedback: _feedback, dueDate, ...row }: ChargebackRecord) {
  return { ...row, due_date: dueDate };
}

function detail(row: ChargebackRecord) {
  const { order } = row;
  return {
    chargeback: {
      id: row.id,
      dateCreated: row.dateCreated,
      due_date: row.dueDate,
      chargebackStatus: { name: row.status },
      currency: { name: row.currency },
      amount: row.amount,
      subsidiaryChargebackDispute: row.feedback.map(({ proofs, ...entry }) => ({
        ...entry,
        subsidiaryChargebackDisputeProof: proofs,
      })),
    },
    order: { ...order, currency: { shortName: order.currency } },
  };
}

function files(value: unknown): File[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((entry): entry is File => entry instanceof File && entry.size > 0);
}

export const chargebacksHandlers: HttpHandler[] = [
  handle(
    chargebacksOperations.fetchChargebacks,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('status');
      const ref = params.get('reference')?.toLowerCase();
      const email = params.get('email')?.toLowerCase();
      const items = ownRowsInRange(
        chargebacks,
        session,
        params,
        (row) =>
          (!status || row.status === status) &&
          (!ref ||
            [row.rrn, row.transactionReference].some((value) =>
              value.toLowerCase().includes(ref),
            )) &&
          (!email || row.customerEmail.includes(email)),
      ).map(listItem);
      return ok({ message: 'Chargebacks retrieved', data: { items, totalItems: items.length } });
    }),
  ),
  handle(
    chargebacksOperations.fetchChargebackOverview,
    protectedResolver((_args, session) => {
      const rows = chargebacks.filter(own(session));
      const chargebackValue =
        Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 100) / 100;
      const thresholdPercent = Math.max(
        0,
        Math.round(100 - (rows.length / CHARGEBACK_THRESHOLD_COUNT) * 100),
      );
      return ok({
        message: 'Chargeback overview',
        thresholdPercent,
        chargebackValue,
        chargebackCount: rows.length,
      });
    }),
  ),
  handle(
    chargebacksOperations.fetchChargebackDetail,
    protectedResolver(({ params }: { request: Request; params: PathParams }, session) => {
      const row = chargebacks.find(
        (candidate) => own(session)(candidate) && candidate.id === params.id,
      );
      return row
        ? ok({ message: 'Chargeback details', ...detail(row) })
        : fail('Chargeback not found', 404);
    }),
  ),
  handle(
    chargebacksOperations.treatChargeback,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const row = chargebacks.find(
        (candidate) => own(session)(candidate) && candidate.id === body.ChargebackId,
      );
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (!row) return fail('Chargeback not found', 404);
      if (!comment) return fail('Please explain your decision');
      if (!TREATABLE_STATUSES.includes(row.status))
        return fail('This chargeback has already been treated');
      const accepted = body.accepted === 'true';
      const random = createRandom(Date.now() + row.feedback.length);
      const proofs = files(body.Proof).map((file) => ({
        id: random.digits(6),
        proof: `https://files.sandbox.paymerchant.ng/chargebacks/${row.id}/${encodeURIComponent(file.name)}`,
      }));
      const entry = {
        id: random.digits(6),
        isAdmin: false,
        isFinalComment: false,
        comment,
        dateCreated: new Date().toISOString(),
        proofs,
      };
      chargebacks.update((candidate) => candidate.id === row.id, {
        status: accepted ? 'Accepted' : 'Awaiting Response',
        feedback: [...row.feedback, entry],
      });
      return ok({
        message: accepted
          ? 'Chargeback accepted successfully'
          : 'Chargeback dispute submitted successfully',
      });
    }),
  ),
];
