import { lazy, Suspense } from 'react';
import { dismissDuplicate, useDuplicateNotice, type MoneyList } from './duplicateNotices';

const MoneyOutcomeNotice = lazy(() =>
  import('./moneyOutcomeNotice').then((module) => ({ default: module.MoneyOutcomeNotice })),
);

/** A duplicate a money action found in this list, on the list until the merchant dismisses it. */
export function DuplicateBanner({ list }: { list: MoneyList }) {
  const notice = useDuplicateNotice(list);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <MoneyOutcomeNotice notice={notice} onDismiss={() => dismissDuplicate(list)} />
    </Suspense>
  );
}
