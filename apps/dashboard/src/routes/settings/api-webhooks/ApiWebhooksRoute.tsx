import {
  environmentOf,
  useProfile,
  useApiKeys,
  useGenerateApiKeys,
  useUpdateWebhook,
  useWebhook,
} from '@merchant/api';
import { ApiKeysScreen } from '@merchant/screens';
import { toRemoteData, useAnsweredView } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';

/**
 * /dashboard/settings/api-webhooks. The keys go from the api to the screen and nowhere else:
 * never into the URL, a log or the console.
 */
export function ApiWebhooksRoute() {
  const webhook = useWebhook();
  const { trigger: saveWebhook } = useUpdateWebhook();
  const keys = useApiKeys();
  const { trigger: generateKeys } = useGenerateApiKeys();
  // Both stay on the page, and the merchant may save or rotate again.
  const updateWebhook = useAction((url: string) => saveWebhook(url));
  const generate = useAction(() => generateKeys());
  const profile = useProfile();
  // No webhook yet reads as undefined, so "loaded" comes from the request, not from the data.
  const saved = useAnsweredView(webhook);

  return (
    <ApiKeysScreen
      webhook={saved}
      onSaveWebhook={(url) => void updateWebhook.run(url)}
      webhookState={updateWebhook.submitState}
      // The call's failures carry its fallback, 'Something went wrong while updating your url'.
      webhookError={updateWebhook.errorMessage}
      keys={toRemoteData(keys)}
      onGenerateKeys={() => void generate.run(undefined)}
      generateState={generate.submitState}
      // Unknown counts as Live: the stricter rule.
      live={!profile.data || environmentOf(profile.data) === 'Live'}
    />
  );
}
