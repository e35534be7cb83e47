import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdminActions } from '../api/createDataProvider';
import type { ModerationActions } from '../api/moderationCalls';

/** The data provider with the back office's own calls (账号, 动态验证码, 工作台). */
export function useAdminActions(): DataProvider & AdminActions & ModerationActions {
  return useDataProvider<DataProvider & AdminActions & ModerationActions>();
}
