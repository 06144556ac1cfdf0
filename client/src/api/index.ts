export { createApi, type ApiOptions, type Trpc } from './client';
export { apiErrorMessage } from './errors';
export { NetworkFailure, type NetworkFailureKind } from './network';
