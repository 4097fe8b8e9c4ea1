import { createKeys } from '../../core';

export const auditKeys = createKeys('audit');
