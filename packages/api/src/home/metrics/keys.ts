import { createKeys } from '../../core/swr';

export const metricKeys = createKeys('metrics');
