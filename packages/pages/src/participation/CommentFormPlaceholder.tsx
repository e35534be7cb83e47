import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@art-portal/api-client';
import { selectIsLoggedIn, useAppSelector } from '@art-portal/state';

/** 发表评论, drawn read-only with the same parts while its code loads, so the comments below do not move. */
export function CommentFormPlaceholder() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <TextField
        label="发表评论"
        placeholder={loggedIn ? '说说你的学习心得' : '登录后即可发表评论'}
        multiline
        minRows={3}
        helperText={`0/${TEXT_LIMITS.comment}`}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box>
        <Button variant="contained" disabled>
          {loggedIn ? '发表' : '登录后评论'}
        </Button>
      </Box>
    </Box>
  );
}
