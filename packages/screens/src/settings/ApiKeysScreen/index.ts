export { ApiKeysScreen } from './ApiKeysScreen';
