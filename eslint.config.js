import { config } from '@art-portal/tooling/eslint';

export default config;
