import type { ReactNode } from 'react';
import { formatCount } from '../../format';
import { DownloadIcon } from '../../icons';
import { useOfflineGate } from '../../network';
import { Button } from '../Button';
import { DisabledReason } from '../DisabledReason';
import { Menu } from '../Menu';
import { Controls, Count, ListHeaderRoot, Reasons, Title } from './ListHeader.styles';

/** A file type an export menu can offer. */
type ExportFormat = 'csv' | 'xls' | 'xlsx';

export interface ListPrimaryAction {
  /** Button text, e.g. 'New Invoice'. */
  label: string;
  /** Called on click. */
  onClick: () => void;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Shows the button busy. */
  loading?: boolean;
  /**
   * Needs the network (a money action): offline it is disabled with 'Reconnect to …' this
   * text, e.g. 'start a payout'.
   */
  offlineAction?: string;
}

/** What a list's export menu offers unless told otherwise: the spec's '.csv' and '.xls'. */
const LIST_EXPORT_FORMATS = ['csv', 'xls'] as const;
/** A file type a list exports to. */
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
/** Which columns an export writes: those the table shows, or every column of the list. */
export type ExportColumns = 'shown' | 'all';

export interface ListHeaderProps<Format extends ExportFormat = ListExportFormat> {
  /** The list's name, e.g. 'Transactions'. */
  title: string;
  /** Number of rows across all pages; shown as 'Transactions (1,234)'. Omit while unknown. */
  count?: number;
  /** Heading level of the title, so the page outline stays right. */
  headingLevel?: 1 | 2 | 3;
  /** The filter dropdown (a FilterPanel). */
  filter?: ReactNode;
  /** Adds the export menu; called with the chosen format and columns. */
  onExport?: (format: Format, columns: ExportColumns) => void;
  /**
   * Offers each format twice, for the columns shown and for all the list's columns: for a list
   * whose columns the merchant chose. Without it the menu offers the formats alone.
   */
  exportColumnChoice?: boolean;
  /** Formats the export menu offers, in order; pass them when offering more than .csv and .xls. */
  exportFormats?: readonly Format[];
  /** Disables the export menu, e.g. while an export is being built or the list is empty. */
  exportDisabled?: boolean;
  /** Other controls placed before the primary action, e.g. a 'Log a refund' menu. */
  actions?: ReactNode;
  /** The main action of the list, e.g. 'New Invoice'. */
  primaryAction?: ListPrimaryAction;
}

/** The bar above a list: title with count, filter, export menu and the list's main action. */
export function ListHeader<Format extends ExportFormat = ListExportFormat>({
  title,
  count,
  headingLevel = 2,
  filter,
  onExport,
  // The default offers 'csv' and 'xls'; a caller whose Format leaves one out passes exportFormats.
  exportFormats = LIST_EXPORT_FORMATS as unknown as readonly Format[],
  exportDisabled = false,
  exportColumnChoice = false,
  actions,
  primaryAction,
}: ListHeaderProps<Format>) {
  const exportGate = useOfflineGate('export');
  const actionGate = useOfflineGate(primaryAction?.offlineAction ?? '');
  const actionOffline = primaryAction?.offlineAction !== undefined && actionGate.disabled;
  const reasons = [
    onExport && exportGate.reason && { id: exportGate.reasonId, text: exportGate.reason },
    actionOffline && actionGate.reason && { id: actionGate.reasonId, text: actionGate.reason },
  ].filter((reason) => !!reason);
  return (
    <ListHeaderRoot>
      <Title as={`h${headingLevel}`}>
        {count === undefined ? (
          title
        ) : (
          <>
            {`${title} `}
            <Count>({formatCount(count)})</Count>
          </>
        )}
      </Title>
      <Controls>
        {filter}
        {onExport && (
          <Menu
            label="Export"
            icon={<DownloadIcon size={16} />}
            disabled={exportDisabled || exportGate.disabled}
            describedBy={exportGate.disabled ? exportGate.reasonId : undefined}
            items={
              exportColumnChoice
                ? (['shown', 'all'] as const).flatMap((columns) =>
                    exportFormats.map((format) => ({
                      label: `.${format} (${columns} columns)`,
                      onSelect: () => onExport(format, columns),
                    })),
                  )
                : exportFormats.map((format) => ({
                    label: `.${format}`,
                    onSelect: () => onExport(format, 'shown'),
                  }))
            }
          />
        )}
        {actions}
        {primaryAction && (
          <Button
            startIcon={primaryAction.icon}
            loading={primaryAction.loading}
            onClick={primaryAction.onClick}
            disabled={actionOffline}
            aria-describedby={actionOffline ? actionGate.reasonId : undefined}
          >
            {primaryAction.label}
          </Button>
        )}
      </Controls>
      {reasons.length > 0 && (
        <Reasons>
          {reasons.map(({ id, text }) => (
            <DisabledReason key={id} id={id}>
              {text}
            </DisabledReason>
          ))}
        </Reasons>
      )}
    </ListHeaderRoot>
  );
}
