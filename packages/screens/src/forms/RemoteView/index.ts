export { FormPlaceholder, RemoteView } from './RemoteView';
