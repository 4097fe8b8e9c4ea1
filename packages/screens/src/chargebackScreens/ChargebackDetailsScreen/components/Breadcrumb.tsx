import { Link } from '@merchant/ui';
import { PATHS } from '../../../routes/paths';
import { Crumbs } from './Breadcrumb.styles';

/** 'Chargebacks › Chargeback details': the way back to the list. */
export function Breadcrumb() {
  return (
    <nav aria-label="Breadcrumb">
      <Crumbs>
        <li>
          <Link href={PATHS.chargebacks}>Chargebacks</Link>
        </li>
        <li aria-current="page">Chargeback details</li>
      </Crumbs>
    </nav>
  );
}
