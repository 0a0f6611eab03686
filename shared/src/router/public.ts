// The curated react-router surface (ADR 0021): the only module that imports 'react-router-dom'. It
// is shared as one federated singleton (one router context for the shell and every remote), like
// shared/ui/antd (ADR 0002), so webpack tree-shakes react-router to exactly these names instead of
// sharing the whole package. A name a remote needs is added here.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

export type { RouteObject } from 'react-router-dom';
