import type { EditorialPage as EditorialContent } from '@art-portal/api-client';
import Container from '@mui/material/Container';
import { ArticleSkeleton } from '@art-portal/ui-shell/feedback';
import type { ReactNode } from 'react';
import type { MissingRecord } from '../QueryView';
import { QueryView } from '../QueryView';
import type { QueryResult } from '../../routing/pageQuery';
import { EditorialPage } from './EditorialPage';

type EditorialViewProps = {
  query: QueryResult<'pagesGet'>;
  missing: MissingRecord | undefined;
  siblings?: ReactNode;
  children?: ReactNode;
};

/** An editorial page from its call: the page itself once loaded (as the server rendered it), else the call's state. */
export function EditorialView({ query, missing, siblings, children }: EditorialViewProps) {
  const show = (content: EditorialContent) => (
    <EditorialPage content={content} siblings={siblings}>
      {children}
    </EditorialPage>
  );
  if (query.currentData) return show(query.currentData);
  return (
    <QueryView
      query={query}
      label="页面加载中"
      missing={missing}
      skeleton={
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {show}
    </QueryView>
  );
}
