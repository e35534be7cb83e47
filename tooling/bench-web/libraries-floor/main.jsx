// The required libraries, each used the way the portal's first paint uses it and no more: a hash router, a persisted
// Redux store with one RTK Query endpoint, and an MUI theme, app bar, buttons, links, text and skeletons. None of
// the portal's own code. Its initial JS is what the portal's first paint costs before a line of ours, and its
// largest paint (one call, then its picture, as on 作品详情) what these libraries allow when rendered in the browser.
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { HashRouter, Link, Route, Routes, useLocation, useSearchParams } from 'react-router';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';

// redux-persist's `lib/storage` is CommonJS, whose default export breaks under Vite: the same adapter the portal uses.
const storage = {
  getItem: (key) => Promise.resolve(localStorage.getItem(key)),
  setItem: (key, value) => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key) => Promise.resolve(localStorage.removeItem(key)),
};

const api = createApi({
  reducerPath: 'api',
  baseQuery: async (path) => {
    const response = await fetch(path);
    return response.ok ? { data: await response.json() } : { error: { status: response.status } };
  },
  endpoints: (build) => ({ works: build.query({ query: () => './works.json' }) }),
});

const session = createSlice({
  name: 'session',
  initialState: { phone: null },
  reducers: { loggedIn: (state, action) => void (state.phone = action.payload) },
});

const store = configureStore({
  reducer: combineReducers({
    session: persistReducer({ key: 'session', storage }, session.reducer),
    [api.reducerPath]: api.reducer,
  }),
  middleware: (defaults) =>
    defaults({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(api.middleware),
});
persistStore(store);

const theme = createTheme({
  palette: { primary: { main: '#1f4fd1' } },
  typography: { button: { textTransform: 'none' } },
});

function Header() {
  const phone = useSelector((state) => state.session.phone);
  return (
    <AppBar position="sticky" color="inherit" elevation={0}>
      <Toolbar>
        <IconButton aria-label="菜单" edge="start" sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}
        >
          数字艺术门户
        </Typography>
        <Button component={Link} to="/works" endIcon={<ArrowDropDown />}>
          数字作品
        </Button>
        {phone ? <Typography>{phone}</Typography> : <MuiLink href="#/login">登录</MuiLink>}
      </Toolbar>
    </AppBar>
  );
}

function Works() {
  const [search] = useSearchParams();
  const { data, isLoading } = api.useWorksQuery();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1">数字作品 {search.get('page') ?? ''}</Typography>
      {isLoading ? <CircularProgress aria-label="加载中" /> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
        {(data ?? [null]).map((work, index) =>
          work ? (
            <Paper key={work.id} sx={{ p: 2 }}>
              {work.picture ? (
                <img
                  src={work.picture}
                  alt={work.name}
                  fetchPriority="high"
                  style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'contain' }}
                />
              ) : (
                <ImageOutlined />
              )}
              <Typography>{work.name}</Typography>
            </Paper>
          ) : (
            <Skeleton key={index} variant="rectangular" height={160} />
          ),
        )}
      </Box>
    </Container>
  );
}

function Page() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/" element={<Works />} />
      <Route path="*" element={<Typography>{pathname}</Typography>} />
    </Routes>
  );
}

createRoot(document.getElementById('app')).render(
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <HashRouter>
        <Header />
        <Page />
      </HashRouter>
    </ThemeProvider>
  </Provider>,
);
