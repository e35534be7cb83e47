import { selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import { CommentFormLayout } from './CommentFormLayout';

/** 发表评论, drawn read-only while its code loads. */
export function CommentFormPlaceholder() {
  return <CommentFormLayout loggedIn={useAppSelector(selectIsLoggedIn)} />;
}
