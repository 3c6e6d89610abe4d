/**
 * The parts of React Router the site's browser code uses. Module federation shares this module under the
 * name `react-router-dom` (scripts/webpack/shared-modules.mjs), so the shell and every remote import
 * `react-router-dom` itself and get the shell's one router, while a page carries only these parts of the
 * library instead of all of it (a shared module is never tree-shaken: the whole package is about 60 KB
 * gzip, these parts about a quarter of it). A name missing here fails the check in
 * scripts/test/router-exports.test.ts; the server render uses the whole package.
 */
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  redirect,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
