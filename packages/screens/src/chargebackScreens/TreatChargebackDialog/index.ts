export { TreatChargebackDialog } from './TreatChargebackDialog';
export type { TreatChargebackDialogProps } from './TreatChargebackDialog';
export {
  PROOF_RULES,
  TREATMENT_DECISIONS,
  canSubmitTreatment,
  treatChargebackMessages,
  treatChargebackSchema,
} from './TreatChargebackDialog.schema';
export type { TreatmentDecision, TreatChargebackFormValues } from './TreatChargebackDialog.schema';
