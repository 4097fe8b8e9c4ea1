// The public API of @merchant/api: the client, every call, schemas, types and SWR hooks.
export {};
