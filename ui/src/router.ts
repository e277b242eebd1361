/**
 * The router every frontend uses: the names of react-router the frontends need, and nothing else.
 * This module, not 'react-router', is the Module Federation singleton (tooling/src/shared-modules.ts), so
 * the shared chunk holds only these exports (tree-shaken) instead of the whole package, which a
 * shared package always is. Import routing from '@cigogne/ui/router' (ESLint forbids 'react-router');
 * a name missing here is a type error. Adding a name is a contract change: a remote using it needs
 * a shell built with it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
