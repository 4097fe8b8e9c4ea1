import { Link } from '@merchant/ui';
import { PATHS } from '../../../routes/paths';
import { Crumbs } from './Breadcrumb.styles';

/** 'Chargebacks › Chargeback details': the way back to the list (with its filters when known). */
export function Breadcrumb({ href = PATHS.chargebacks }: { href?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Crumbs>
        <li>
          <Link href={href}>Chargebacks</Link>
        </li>
        <li aria-current="page">Chargeback details</li>
      </Crumbs>
    </nav>
  );
}
