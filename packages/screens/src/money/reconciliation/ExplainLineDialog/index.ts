export { ExplainLineDialog } from './ExplainLineDialog';
