import { Button, EmptyState, ErrorState, LoadingRegion, Skeleton } from '@merchant/ui';
import type { RemoteData } from '../../../types';
import { SectionNote, SectionTitle } from '../../components/KycForm.styles';
import type { Shareholder } from '../../types';
import { Details, Header, List, Name, Row, RowActions } from './ShareholderList.styles';

export interface ShareholderListProps {
  /** The shareholders saved so far. */
  shareholders: RemoteData<readonly Shareholder[]>;
  /** Opens the add dialog. */
  onAdd: () => void;
  /** Opens the edit dialog of a shareholder. */
  onEdit: (id: string) => void;
  /** Opens the delete confirmation of a shareholder. */
  onDelete: (id: string) => void;
}

const fullName = (holder: Shareholder) => `${holder.firstName} ${holder.lastName}`;

function details(holder: Shareholder): string {
  return [holder.gender, holder.dateOfBirth && `Born ${holder.dateOfBirth}`, holder.mobileNumber]
    .filter(Boolean)
    .join(' · ');
}

/** The shareholders with 5% or more, each with Edit and Delete, and the Add button. */
export function ShareholderList({ shareholders, onAdd, onEdit, onDelete }: ShareholderListProps) {
  let body;
  if (shareholders.status === 'loading')
    body = (
      <LoadingRegion label="Loading shareholders">
        <Skeleton lines={2} />
      </LoadingRegion>
    );
  else if (shareholders.status === 'error') {
    body = <ErrorState message={shareholders.message} onRetry={shareholders.onRetry} />;
  } else if (shareholders.data.length === 0) {
    body = (
      <EmptyState
        title="No shareholders yet"
        message="Add at least one shareholder to save the registration."
      />
    );
  } else {
    body = (
      <List aria-label="Shareholders">
        {shareholders.data.map((holder) => (
          <Row key={holder.id}>
            <div>
              <Name>{fullName(holder)}</Name>
              <Details>{details(holder)}</Details>
            </div>
            <RowActions>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${fullName(holder)}`}
                onClick={() => onEdit(holder.id)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${fullName(holder)}`}
                onClick={() => onDelete(holder.id)}
              >
                Delete
              </Button>
            </RowActions>
          </Row>
        ))}
      </List>
    );
  }
  return (
    <>
      <Header>
        <div>
          <SectionTitle>Shareholders</SectionTitle>
          <SectionNote>Everyone holding 5% of the business or more.</SectionNote>
        </div>
        <Button variant="secondary" onClick={onAdd}>
          Add shareholder
        </Button>
      </Header>
      {body}
    </>
  );
}
