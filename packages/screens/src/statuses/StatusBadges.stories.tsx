import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge, resolveStatus, vars, type StatusMap, type Tone } from '@merchant/ui';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import {
  BALANCE_DIRECTIONS,
  ROLLING_RESERVE_STATUSES,
  balanceDirectionMap,
  rollingReserveStatusMap,
} from '../money/balance/status';
import {
  BUSINESS_STATUSES,
  SUBSIDIARY_VERIFICATION_STATUSES,
  businessStatusMap,
  subsidiaryVerificationStatusMap,
} from '../settings/business/status';
import {
  CHARGEBACK_DETAIL_STATUSES,
  CHARGEBACK_STATUSES,
  chargebackDetailStatusMap,
  chargebackStatusMap,
} from '../chargebacks/status';
import {
  CUSTOMER_ORDER_STATUSES,
  CUSTOMER_STATUSES,
  customerOrderStatusMap,
  customerStatusMap,
} from '../customers/status';
import { INVOICE_STATUSES, invoiceStatusMap } from '../invoices/status';
import { PAYMENT_LINK_STATUSES, paymentLinkStatusMap } from '../paymentLinks/status';
import { PAYOUT_STATUSES, payoutStatusMap } from '../money/payouts/status';
import { PRODUCT_AVAILABILITIES, productAvailabilityMap } from '../products/status';
import { REFUND_STATUSES, refundStatusMap } from '../refunds/status';
import { SETTLEMENT_STATUSES, settlementStatusMap } from '../money/settlements/status';
import { ORDER_STATUSES, transactionStatusMap } from '../transactions/status';
import { USER_STATUSES, userStatusMap } from '../settings/users/status';

/** One status table of an entity: its name and the statuses to show, in the spec's order. */
interface StatusTable {
  /** Names the list, e.g. 'Refund status'. */
  title: string;
  /** The domain's table from its status.ts. */
  map: StatusMap;
  /** The statuses as the API sends them. */
  statuses: readonly string[];
}

interface EntityStatusesProps {
  /** The entity, shown as the heading. */
  entity: string;
  /** Its status tables. */
  tables: readonly StatusTable[];
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  color: ${vars.color.text.primary};
`;

const EntityHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
`;

const TableHeading = styled.h3`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Sent = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;

function StatusList({ title, map, statuses }: StatusTable) {
  const headingId = useId();
  return (
    <div>
      <TableHeading id={headingId}>{title}</TableHeading>
      <List aria-labelledby={headingId}>
        {statuses.map((status) => (
          <Item key={status}>
            <StatusBadge status={status} map={map} dot />
            {resolveStatus(map, status).label !== status && <Sent>sent as “{status}”</Sent>}
          </Item>
        ))}
      </List>
    </div>
  );
}

/** Every status badge of one entity, one labelled list per status table. */
function EntityStatuses({ entity, tables }: EntityStatusesProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <EntityHeading id={headingId}>{entity}</EntityHeading>
      {tables.map((table) => (
        <StatusList key={table.title} {...table} />
      ))}
    </Section>
  );
}

const meta: Meta<typeof EntityStatuses> = {
  title: 'Screens/Statuses',
  component: EntityStatuses,
};
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Asserts a list shows exactly these badges, in order, each with its visible label and tone.
 * The expectations are written out from the spec rather than read from the maps.
 */
async function expectBadges(
  canvasElement: HTMLElement,
  listName: string,
  expected: ReadonlyArray<readonly [label: string, tone: Tone]>,
) {
  const list = within(canvasElement).getByRole('list', { name: listName });
  const shown = within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const badge = item.querySelector('[data-tone]');
      return [badge?.textContent, badge?.getAttribute('data-tone')];
    });
  await expect(shown).toEqual(expected);
  for (const [label] of expected) {
    await expect(within(list).getByText(label)).toBeVisible();
  }
}

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { level: 2, name });

export const Transactions: Story = {
  args: {
    entity: 'Transactions',
    tables: [{ title: 'Order status', map: transactionStatusMap, statuses: ORDER_STATUSES }],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Transactions')).toBeVisible();
    await expectBadges(canvasElement, 'Order status', [
      ['Initiated', 'orange'],
      ['Awaiting-Confirmation', 'red'],
      ['Pending', 'red'],
      ['Successful', 'green'],
      ['Reversed', 'red'],
      ['Failed', 'red'],
      ['Processing', 'red'],
    ]);
  },
};

export const Refunds: Story = {
  args: {
    entity: 'Refunds',
    tables: [{ title: 'Refund status', map: refundStatusMap, statuses: REFUND_STATUSES }],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Refunds')).toBeVisible();
    await expectBadges(canvasElement, 'Refund status', [
      ['Approved', 'green'],
      ['Completed', 'green'],
      ['Declined', 'red'],
      ['Processing', 'orange'],
      ['Pending', 'orange'],
      ['Rejected', 'red'],
    ]);
  },
};

export const Invoices: Story = {
  args: {
    entity: 'Invoices',
    tables: [{ title: 'Invoice status', map: invoiceStatusMap, statuses: INVOICE_STATUSES }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement, 'Invoices')).toBeVisible();
    await expectBadges(canvasElement, 'Invoice status', [
      ['Paid', 'green'],
      ['Unpaid', 'red'],
      ['Pending', 'orange'],
    ]);
    await expect(canvas.getByText('sent as “Successful”')).toBeVisible();
    await expect(canvas.getByText('sent as “Initiated”')).toBeVisible();
    await expect(canvas.getByText('sent as “Awaiting-Confirmation”')).toBeVisible();
  },
};

export const PaymentLinks: Story = {
  args: {
    entity: 'Payment links',
    tables: [
      { title: 'Payment link status', map: paymentLinkStatusMap, statuses: PAYMENT_LINK_STATUSES },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Payment links')).toBeVisible();
    await expectBadges(canvasElement, 'Payment link status', [
      ['Active', 'green'],
      ['InActive', 'red'],
    ]);
  },
};

export const Customers: Story = {
  args: {
    entity: 'Customers',
    tables: [
      { title: 'Customer status', map: customerStatusMap, statuses: CUSTOMER_STATUSES },
      {
        title: 'Customer order status',
        map: customerOrderStatusMap,
        statuses: CUSTOMER_ORDER_STATUSES,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Customers')).toBeVisible();
    await expectBadges(canvasElement, 'Customer status', [
      ['Active', 'green'],
      ['Blacklisted', 'red'],
    ]);
    await expectBadges(canvasElement, 'Customer order status', [
      ['Successful', 'green'],
      ['Awaiting-Confirmation', 'red'],
      ['Initiated', 'orange'],
    ]);
  },
};

export const Products: Story = {
  args: {
    entity: 'Products',
    tables: [
      { title: 'Availability', map: productAvailabilityMap, statuses: PRODUCT_AVAILABILITIES },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Products')).toBeVisible();
    await expectBadges(canvasElement, 'Availability', [
      ['In-stock', 'green'],
      ['Out-of-stock', 'red'],
    ]);
  },
};

export const Payouts: Story = {
  args: {
    entity: 'Payouts',
    tables: [{ title: 'Payout status', map: payoutStatusMap, statuses: PAYOUT_STATUSES }],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Payouts')).toBeVisible();
    await expectBadges(canvasElement, 'Payout status', [
      ['Approved', 'green'],
      ['Successful', 'green'],
      ['Rejected', 'red'],
      ['Failed', 'red'],
      ['Declined', 'red'],
      ['Processing', 'orange'],
      ['Pending', 'orange'],
      ['Awaiting Verification', 'blue'],
      ['Awaiting Approval', 'indigo'],
    ]);
  },
};

export const Settlements: Story = {
  args: {
    entity: 'Settlements',
    tables: [
      { title: 'Settlement status', map: settlementStatusMap, statuses: SETTLEMENT_STATUSES },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Settlements')).toBeVisible();
    await expectBadges(canvasElement, 'Settlement status', [
      ['Completed', 'green'],
      ['Pending', 'orange'],
      ['Failed', 'red'],
    ]);
  },
};

export const Business: Story = {
  args: {
    entity: 'Business',
    tables: [
      { title: 'Business status', map: businessStatusMap, statuses: BUSINESS_STATUSES },
      {
        title: 'Subsidiary verification status',
        map: subsidiaryVerificationStatusMap,
        statuses: SUBSIDIARY_VERIFICATION_STATUSES,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Business')).toBeVisible();
    await expectBadges(canvasElement, 'Business status', [
      ['New', 'indigo'],
      ['Pending-Approval', 'orange'],
      ['Active', 'green'],
    ]);
    await expectBadges(canvasElement, 'Subsidiary verification status', [
      ['Active', 'green'],
      ['Declined', 'red'],
      ['Pending-Approval', 'orange'],
      ['Pending-Verification', 'indigo'],
      ['New', 'blue'],
    ]);
  },
};

export const Balance: Story = {
  args: {
    entity: 'Balance',
    tables: [
      {
        title: 'Rolling reserve status',
        map: rollingReserveStatusMap,
        statuses: ROLLING_RESERVE_STATUSES,
      },
      {
        title: 'Balance history direction',
        map: balanceDirectionMap,
        statuses: BALANCE_DIRECTIONS,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Balance')).toBeVisible();
    await expectBadges(canvasElement, 'Rolling reserve status', [
      ['Completed', 'green'],
      ['Due', 'red'],
    ]);
    await expectBadges(canvasElement, 'Balance history direction', [
      ['Credit', 'green'],
      ['Debit', 'red'],
    ]);
  },
};

export const Chargebacks: Story = {
  args: {
    entity: 'Chargebacks',
    tables: [
      {
        title: 'Chargeback status',
        map: chargebackStatusMap,
        // Assessment is a filter choice the spec gives no colour: it shows the neutral fallback.
        statuses: [...CHARGEBACK_STATUSES, 'Assessment'],
      },
      {
        title: 'Chargeback details status',
        map: chargebackDetailStatusMap,
        statuses: CHARGEBACK_DETAIL_STATUSES,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Chargebacks')).toBeVisible();
    await expectBadges(canvasElement, 'Chargeback status', [
      ['Won', 'green'],
      ['Lost', 'red'],
      ['Accepted', 'red'],
      ['Pending', 'orange'],
      ['New', 'orange'],
      ['Awaiting Response', 'indigo'],
      ['Assessment', 'neutral'],
    ]);
    await expectBadges(canvasElement, 'Chargeback details status', [
      ['Successful', 'green'],
      ['Initiated', 'blue'],
      ['Pending', 'orange'],
      ['Failed', 'red'],
    ]);
  },
};

export const Users: Story = {
  args: {
    entity: 'Users',
    tables: [{ title: 'User status', map: userStatusMap, statuses: USER_STATUSES }],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Users')).toBeVisible();
    await expectBadges(canvasElement, 'User status', [
      ['Active', 'green'],
      ['Inactive', 'red'],
      ['New', 'orange'],
    ]);
  },
};

/**
 * A word the spec does not list (the API schemas read status leniently, so a real server's new
 * status reaches the screen): the badge shows the server's own word in the table's fallback
 * tone (neutral; red for orders, whose spec says "any other status red") and nothing breaks.
 */
export const UnknownStatuses: Story = {
  args: {
    entity: 'Unknown statuses',
    tables: [
      { title: 'Refund status', map: refundStatusMap, statuses: ['Escalated'] },
      { title: 'Chargeback status', map: chargebackStatusMap, statuses: ['Arbitration'] },
      { title: 'Order status', map: transactionStatusMap, statuses: ['On-Hold'] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Unknown statuses')).toBeVisible();
    await expectBadges(canvasElement, 'Refund status', [['Escalated', 'neutral']]);
    await expectBadges(canvasElement, 'Chargeback status', [['Arbitration', 'neutral']]);
    await expectBadges(canvasElement, 'Order status', [['On-Hold', 'red']]);
  },
};
