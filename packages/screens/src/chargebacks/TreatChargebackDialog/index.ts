export { TreatChargebackDialog } from './TreatChargebackDialog';
