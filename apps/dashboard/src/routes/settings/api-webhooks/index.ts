export { ApiWebhooksRoute as Component } from './ApiWebhooksRoute';
