import { createKeys } from '../../core';

export const fundingKeys = createKeys('funding');
