import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link as ReactRouterLink, useLocation } from 'react-router';
import { cooperationScenarioAt, cooperationScenarios } from '../internal/editorial/cooperationScenarios';
import { EditorialView } from '../internal/editorial/EditorialView';
import { keepPlace } from '../internal/useOpenAtTop';
import { route } from './route';
import { inkColours, onInkColours, portalRadii } from '@art-portal/ui-shell/theme';

/** 产业合作: one of the five scenarios, chosen by the route. */
export function CooperationPage() {
  const { pathname } = useLocation();
  const current = cooperationScenarioAt(pathname);
  return (
    <EditorialView
      query={route.useQuery('page')}
      missing={route.missing}
      siblings={
        <Box
          component="nav"
          aria-label="合作场景"
          sx={{ bgcolor: inkColours.main, borderTop: 1, borderTopColor: onInkColours.line }}
        >
          <Container maxWidth="lg" sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1.5 }}>
            {cooperationScenarios.map((scenario) => (
              <Box
                key={scenario.page}
                component={ReactRouterLink}
                to={scenario.path}
                state={keepPlace}
                aria-current={scenario === current ? 'page' : undefined}
                sx={{
                  px: 2,
                  py: 0.75,
                  borderRadius: portalRadii.pill,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  color: inkColours.contrastText,
                  border: 1,
                  borderColor: onInkColours.border,
                  '&[aria-current="page"]': {
                    bgcolor: inkColours.contrastText,
                    color: inkColours.main,
                    fontWeight: 700,
                  },
                }}
              >
                {scenario.name}
              </Box>
            ))}
          </Container>
        </Box>
      }
    />
  );
}
