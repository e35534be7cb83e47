import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Course } from '@art-portal/api-client';
import { FileUploadList } from '@art-portal/ui-shell/forms';
import { acceptAttribute, limitsText } from './uploadLimits';

const nothing = () => undefined;

/** 课程作业's form, drawn read-only with the same parts while its code loads, so the page does not move. */
export function HomeworkEditorPlaceholder({ course }: { course: Course }) {
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
      {course.homeworkSubmitted ? (
        <Alert severity="success">作业已提交，再次提交将覆盖上一次的作业。</Alert>
      ) : null}
      <TextField label="作业内容" multiline minRows={4} slotProps={{ htmlInput: { readOnly: true } }} />
      <FileUploadList
        items={[]}
        accept={acceptAttribute}
        limitsText={limitsText}
        label="上传作业文件"
        onAdd={nothing}
        onCancel={nothing}
        onRetry={nothing}
        onRemove={nothing}
      />
      <Box>
        <Button variant="contained" disabled>
          提交作业
        </Button>
      </Box>
    </Box>
  );
}
