export { NetworkProvider, useNetwork, useOfflineGate } from './NetworkProvider';
export type { NetworkProviderProps, OfflineGate, Reachability } from './NetworkProvider';
export { DataSaverProvider, useDataSaver } from './DataSaver';
