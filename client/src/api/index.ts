export { createApi, type ApiOptions, type Trpc } from './client';
export { apiErrorField, apiErrorMessage, isTrpcError, isUnauthorized } from './errors';
export { NetworkFailure, type NetworkFailureKind } from './network';
export { postForm, RestRefusal } from './rest';
