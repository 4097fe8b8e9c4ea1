import { Badge, EmptyState, Link, formatDate } from '@merchant/ui';
import type { ChargebackFeedbackEntry } from '../../types';
import {
  EntryComment,
  EntryHeader,
  EntryItem,
  EntryList,
  EntryDate,
  ProofList,
} from './FeedbackThreads.styles';

export interface FeedbackThreadsProps {
  /** The entries, newest first (the api reverses the server's order). */
  entries: readonly ChargebackFeedbackEntry[];
}

/** The last path segment of a proof's address, decoded: the file's name as it was sent. */
function proofName(url: string, index: number): string {
  const segment = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment) || `Proof ${index + 1}`;
  } catch {
    return segment;
  }
}

/**
 * 'Feedback Threads': each comment labelled Admin (the provider's staff) or Merchant, tagged
 * 'Final Comment' when it closes the discussion, with its proof files linked and its date.
 */
export function FeedbackThreads({ entries }: FeedbackThreadsProps) {
  if (entries.length === 0) {
    return <EmptyState title="No feedback yet" message="Comments on this chargeback show here." />;
  }
  return (
    <EntryList aria-label="Feedback Threads">
      {entries.map((entry) => (
        <EntryItem key={entry.id} $author={entry.author}>
          <EntryHeader>
            <Badge tone={entry.author === 'Admin' ? 'indigo' : 'blue'}>{entry.author}</Badge>
            {entry.isFinalComment && <Badge tone="orange">Final Comment</Badge>}
            <EntryDate dateTime={entry.dateCreated}>
              {formatDate(entry.dateCreated, 'detail')}
            </EntryDate>
          </EntryHeader>
          {entry.comment && <EntryComment>{entry.comment}</EntryComment>}
          {entry.proofs.length > 0 && (
            <ProofList aria-label="Proof files">
              {entry.proofs.map((proof, index) => (
                <li key={proof.id}>
                  <Link href={proof.url} external>
                    {proofName(proof.url, index)}
                  </Link>
                </li>
              ))}
            </ProofList>
          )}
        </EntryItem>
      ))}
    </EntryList>
  );
}
