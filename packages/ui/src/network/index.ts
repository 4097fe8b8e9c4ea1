export { NetworkProvider, useNetwork, useOfflineGate } from './NetworkProvider';
export type { NetworkProviderProps, OfflineGate } from './NetworkProvider';
export { DataSaverProvider, useDataSaver } from './DataSaver';
