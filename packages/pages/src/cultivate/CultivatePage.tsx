import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as ReactRouterLink } from 'react-router';
import { cultivateContent } from '../internal/editorial/cultivateContent';
import { EditorialPage } from '../internal/editorial/EditorialPage';
import { pathTo } from '../routing/pathTo';

/** 人才培养. */
export function CultivatePage() {
  // 人才培养 from the sticky menu while 视频教程 (also under /education) is scrolled: start at the top.
  return (
    <EditorialPage content={cultivateContent}>
      <Container maxWidth="lg" sx={{ py: 5, textAlign: 'center' }}>
        <Button component={ReactRouterLink} to={pathTo('courses')} variant="contained" size="large">
          浏览视频教程
        </Button>
      </Container>
    </EditorialPage>
  );
}
