import { portalApi } from '../api/portalApi';

/** The current customer's info (the contract's selectInfo): the one place the state reaches that query by name. */
export const userInfoQuery = portalApi.endpoints.customerGetInfo;
