import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { clientBaseQuery } from './clientBaseQuery';
import type { PortalTagType } from './tagTypes';

/** The reducer path of {@link portalApi} in the root state. */
export const PORTAL_API_PATH = 'portalApi';

/** The endpoint builder every endpoint group is written against. */
export type PortalBuilder = EndpointBuilder<typeof clientBaseQuery, PortalTagType, typeof PORTAL_API_PATH>;
