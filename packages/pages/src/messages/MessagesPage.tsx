import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Message } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { useSearchParams } from 'react-router';
import { RequireLogin } from '../auth/RequireLogin';
import { formatDateTime } from '../internal/dates';
import { useVisitorTimeZone } from '../internal/useVisitorTimeZone';
import { ListSkeleton } from '@art-portal/ui-shell/feedback';
import { Pager } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { tintColours } from '@art-portal/ui-shell/theme';
import { totalLabel } from '../internal/totalLabel';

const PAGE_SIZE = 10;

function MessageItem({ message }: { message: Message }) {
  const timeZone = useVisitorTimeZone();
  return (
    <Box
      component="li"
      sx={{
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: message.read ? 'divider' : 'primary.main',
        bgcolor: message.read ? 'background.paper' : tintColours.primaryFaint,
        display: 'grid',
        gap: 1,
        // A link or a long Latin title is one word: without breaking it, the page scrolled sideways on a phone.
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {message.read ? null : <Chip label="未读" color="primary" size="small" />}
        <Typography component="h2" sx={{ fontWeight: message.read ? 500 : 700, fontSize: 17 }}>
          {message.title}
        </Typography>
        <Typography component="span" sx={{ ml: 'auto', fontSize: 13, color: 'text.secondary' }}>
          {formatDateTime(message.createTime, timeZone)}
        </Typography>
      </Box>
      <Typography sx={{ lineHeight: 1.8, color: 'text.secondary', whiteSpace: 'pre-line' }}>
        {message.content}
      </Typography>
    </Box>
  );
}

function MessageList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = portalApi.endpoints.messagesList.useQuery(
    { pageNum: page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <QueryView
      query={messages}
      label="消息加载中"
      skeleton={<ListSkeleton count={4} />}
      isEmpty={(data) => data.rows.length === 0}
    >
      {(data) => (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
            共 {totalLabel(data)} 条消息
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.rows.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </Box>
          <Pager
            page={page}
            total={data.total}
            capped={data.totalCapped}
            pageSize={PAGE_SIZE}
            onChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </QueryView>
  );
}

/** 我的消息 (login): the customer's messages, newest first, unread ones marked. */
export function MessagesPage() {
  return (
    <RequireLogin>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3, fontSize: { xs: 24, md: 32 } }}>
          我的消息
        </Typography>
        <MessageList />
      </Container>
    </RequireLogin>
  );
}
