import Button from '@mui/material/Button';
import type { Course } from '@art-portal/api-client';
import { portalApi, selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import { useToast } from '../providers/ToastContext';
import { failureText } from '../login/failureText';
import { useSendToLogin } from './useSendToLogin';

/** 签到: once per course; the state comes from the course (`checkedIn`), so it shows 已签到 after a reload too. */
export function CheckInButton({ course }: { course: Course }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [checkIn, state] = portalApi.endpoints.coursesCheckIn.useMutation();
  const toast = useToast();
  const sendToLogin = useSendToLogin();
  const done = loggedIn && (course.checkedIn || state.isSuccess);

  if (done) {
    return (
      <Button variant="contained" color="success" disabled>
        已签到
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      loading={state.isLoading}
      onClick={() => {
        if (!loggedIn) return sendToLogin();
        checkIn({ courseId: course.id })
          .unwrap()
          .then(() => toast('success', '签到成功'))
          .catch((error: unknown) => {
            const message = failureText(error);
            if (message) toast('error', message);
          });
      }}
    >
      签到
    </Button>
  );
}
