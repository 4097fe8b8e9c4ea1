import { MoneyOutcomeNotice } from '@merchant/screens';
import { dismissDuplicate, useDuplicateNotice, type MoneyList } from './duplicateNotices';

/** A duplicate a money action found in this list, on the list until the merchant dismisses it. */
export function DuplicateBanner({ list }: { list: MoneyList }) {
  const notice = useDuplicateNotice(list);
  if (!notice) return null;
  return <MoneyOutcomeNotice notice={notice} onDismiss={() => dismissDuplicate(list)} />;
}
