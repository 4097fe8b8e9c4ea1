export {
  TermsScreen,
  TERMS_TITLE,
  TERMS_CHECKBOX_LABEL,
  TERMS_ACCEPT,
  TERMS_DECLINE,
} from './TermsScreen';
export type { TermsScreenProps } from './TermsScreen';
export { TERMS_FIGURES, TERMS_PARTS } from './termsText';
export type { TermsPart } from './termsText';
