/** "http or https with a domain" (part 2 section 5): a host with at least one dot. */
const WEB_ADDRESS = /^https?:\/\/[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/i;

/**
 * Whether 'Add webUrl' may send this address. In Live only https: real payment events must not
 * travel in clear text; Test keeps the spec's http or https.
 */
export function isWebAddress(url: string, live = false): boolean {
  const address = url.trim();
  return WEB_ADDRESS.test(address) && (!live || /^https:/i.test(address));
}

/** Longer addresses are shown cut (part 2 section 9). */
const WEBHOOK_DISPLAY_LIMIT = 100;
const WEBHOOK_DISPLAY_CUT = 40;

/** "Webhook text over 100 characters is shown cut to 40 characters with an ellipsis." */
export function displayWebhook(url: string): string {
  return url.length > WEBHOOK_DISPLAY_LIMIT ? `${url.slice(0, WEBHOOK_DISPLAY_CUT)}…` : url;
}

/** A secret as shown until revealed: bullets and its last four characters. */
export function maskSecret(secret: string): string {
  return `${'•'.repeat(12)}${secret.slice(-4)}`;
}
