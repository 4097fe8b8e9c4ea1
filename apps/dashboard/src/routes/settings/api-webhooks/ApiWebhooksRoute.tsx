import {
  WEBHOOK_FAILED_MESSAGE,
  environmentOf,
  useProfile,
  useApiKeys,
  useGenerateApiKeys,
  useUpdateWebhook,
  useWebhook,
} from '@merchant/api';
import { ApiKeysScreen } from '@merchant/screens';
import { submitStateOf } from '../../../app/submitState';
import { toRemoteData, useAnsweredView } from '../../../app/toRemoteData';

/**
 * /dashboard/settings/api-webhooks. The keys go from the api to the screen and nowhere else:
 * never into the URL, a log or the console.
 */
export function ApiWebhooksRoute() {
  const webhook = useWebhook();
  const updateWebhook = useUpdateWebhook();
  const keys = useApiKeys();
  const generate = useGenerateApiKeys();
  const profile = useProfile();
  // No webhook yet reads as undefined, so "loaded" comes from the request, not from the data.
  const saved = useAnsweredView(webhook);

  return (
    <ApiKeysScreen
      webhook={saved}
      onSaveWebhook={(url) => {
        if (!updateWebhook.isMutating) void updateWebhook.trigger(url).catch(() => undefined);
      }}
      webhookState={submitStateOf(updateWebhook)}
      webhookError={
        updateWebhook.error ? updateWebhook.error.message || WEBHOOK_FAILED_MESSAGE : undefined
      }
      keys={toRemoteData(keys)}
      onGenerateKeys={() => {
        if (!generate.isMutating) void generate.trigger().catch(() => undefined);
      }}
      generateState={submitStateOf(generate)}
      // Unknown counts as Live: the stricter rule.
      live={!profile.data || environmentOf(profile.data) === 'Live'}
    />
  );
}
