import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdminActions } from '../api/createDataProvider';
import type { MessageActions } from '../api/messageCalls';
import type { ModerationActions } from '../api/moderationCalls';
import type { ReviewActions } from '../api/reviewCalls';

/** The data provider with the back office's own calls (账号, 动态验证码, 工作台, the reviews, 站内消息). */
export function useAdminActions(): DataProvider &
  AdminActions &
  ModerationActions &
  ReviewActions &
  MessageActions {
  return useDataProvider<DataProvider & AdminActions & ModerationActions & ReviewActions & MessageActions>();
}
