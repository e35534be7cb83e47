import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as ReactRouterLink } from 'react-router';
import { EditorialView } from '../internal/editorial/EditorialView';
import { pathTo } from '../routing/pathTo';
import { route } from './route';

/** 人才培养. */
export function CultivatePage() {
  // 人才培养 from the sticky menu while 视频教程 (also under /education) is scrolled: start at the top.
  return (
    <EditorialView query={route.useQuery('page')} missing={route.missing}>
      <Container maxWidth="lg" sx={{ py: 5, textAlign: 'center' }}>
        <Button component={ReactRouterLink} to={pathTo('courses')} variant="contained" size="large">
          浏览视频教程
        </Button>
      </Container>
    </EditorialView>
  );
}
