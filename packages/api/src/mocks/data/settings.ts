import { defineTable } from '../db';
import { buildSettings, type SettingsRecord } from '../factories/settings';

/** Preferences per business, created with the defaults on first use (so every size has them). */
const businessSettings = defineTable<SettingsRecord>('business-settings', () => []);

export function settingsOf(subsidiaryId: string): SettingsRecord {
  return (
    businessSettings.find((row) => row.subsidiaryId === subsidiaryId) ??
    businessSettings.insert(buildSettings({ subsidiaryId }))
  );
}

export function updateSettings(
  subsidiaryId: string,
  patch: Partial<Omit<SettingsRecord, 'subsidiaryId'>>,
) {
  settingsOf(subsidiaryId);
  businessSettings.update((row) => row.subsidiaryId === subsidiaryId, patch);
}

/** A logo file as a data URL, so it survives the sandbox's localStorage round trip. */
export async function fileToDataUrl(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
}
